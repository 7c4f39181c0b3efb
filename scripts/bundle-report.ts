/**
 * Initial JavaScript per route of the production build (raw and gzip), read from the
 * stats file webpack writes (dist/stats.json). Run `npm run build` first.
 * Exits non-zero when the login page is over its budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(__dirname, '..', 'dist');
const LOGIN_BUDGET_GZIP = 230 * 1024;

interface ChunkGroup {
  assets: { name: string }[];
}

interface Stats {
  entrypoints: Record<string, ChunkGroup>;
  namedChunkGroups: Record<string, ChunkGroup>;
}

/** What a visitor's browser runs before the page shows: the entry plus the route's lazy chunks. */
const routes: Record<string, string[]> = {
  '/login': ['login'],
  '/ResetPassword': ['resetPassword'],
  '/ (BinaryRequests)': ['shell', 'binaryRequests'],
  '/SoftwareValidations': ['shell', 'softwareValidations'],
  '/SSIFSubmissions': ['shell', 'ssifSubmissions'],
  '/UserProfile': ['shell', 'userProfile'],
  '/UserManagement': ['shell', 'userManagement'],
  '/DataManagement': ['shell', 'dataManagement'],
  '/Organizations': ['shell', 'organizations'],
  '/SiteSettings': ['shell', 'siteSettings'],
};

const stats: Stats = JSON.parse(fs.readFileSync(path.join(dist, 'stats.json'), 'utf8'));
const sizeCache = new Map<string, { raw: number; gzip: number }>();

function sizeOf(file: string): { raw: number; gzip: number } {
  const cached = sizeCache.get(file);
  if (cached) return cached;
  const content = fs.readFileSync(path.join(dist, file));
  const size = { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  sizeCache.set(file, size);
  return size;
}

const jsOf = (group: ChunkGroup | undefined): string[] =>
  (group?.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith('.js'));

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const entry = jsOf(stats.entrypoints.main);

console.log(
  `${'route'.padEnd(24)}${'files'.padStart(6)}${'raw'.padStart(12)}${'gzip'.padStart(12)}`,
);
let overBudget = false;
for (const [route, groups] of Object.entries(routes)) {
  const files = new Set([
    ...entry,
    ...groups.flatMap((name) => jsOf(stats.namedChunkGroups[name])),
  ]);
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const size = sizeOf(file);
    raw += size.raw;
    gzip += size.gzip;
  }
  console.log(
    `${route.padEnd(24)}${String(files.size).padStart(6)}${kb(raw).padStart(12)}${kb(gzip).padStart(12)}`,
  );
  if (route === '/login' && gzip > LOGIN_BUDGET_GZIP) overBudget = true;
}

console.log(`\nentry (every page): ${entry.join(', ')}`);
if (overBudget) {
  console.error(`The login page is over its budget of ${kb(LOGIN_BUDGET_GZIP)} gzip.`);
  process.exit(1);
}
