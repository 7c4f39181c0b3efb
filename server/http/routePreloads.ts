import fs from 'node:fs';
import path from 'node:path';

/**
 * The app's page (index.html) names only the entry's scripts; a screen's own chunks were asked
 * for once the entry had run, and the chunks those import once they had run: waves, each gated
 * by the one before on a slow CPU (issue 20). The server knows the route when it serves the
 * page, so it names that screen's chunks too, as `<link rel="preload" as="script">`: the browser
 * fetches them alongside the entry, and webpack's runtime finds them in its cache when it asks.
 *
 * By path: the webpack chunk names (webpackChunkName in src/app/routeChunks.ts and the screens)
 * whose files the first paint of that screen needs. Binary Requests' details are not among them:
 * their code is asked for once the list shows (BinaryRequestsPage), so the list comes first.
 */
export const SCREEN_CHUNK_GROUPS: Readonly<Record<string, readonly string[]>> = {
  '/': ['shell', 'binaryRequests'],
  '/SoftwareValidations': ['shell', 'softwareValidations'],
  '/SSIFSubmissions': ['shell', 'ssifSubmissions'],
  '/Reports': ['shell', 'reports'],
  '/UserProfile': ['shell', 'userProfile'],
  '/UserManagement': ['shell', 'userManagement'],
  '/DataManagement': ['shell', 'dataManagement', 'workflowManagement'],
  '/Organizations': ['shell', 'organizations'],
  '/AuditTrail': ['shell', 'auditTrail'],
  '/SiteSettings': ['shell', 'siteSettings'],
};

/** The parts of webpack's stats (dist/stats.json, see webpack.config.ts) read here. */
export interface ChunkStats {
  publicPath?: string;
  entrypoints?: Record<string, { assets: { name: string }[] }>;
  namedChunkGroups?: Record<string, { assets: { name: string }[] }>;
}

const scriptsOf = (group: { assets: { name: string }[] } | undefined) =>
  (group?.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith('.js'));

/**
 * The script URLs to preload for `pathname`: its screen's chunk groups, without the entry's own
 * files (the page loads those already) and without repeats. Empty for any other path.
 */
export function preloadsFor(stats: ChunkStats, pathname: string): string[] {
  const groups = SCREEN_CHUNK_GROUPS[pathname];
  if (!groups) return [];
  const entry = new Set(scriptsOf(stats.entrypoints?.main));
  const publicPath = stats.publicPath ?? '/';
  const files = new Set<string>();
  for (const name of groups) {
    for (const file of scriptsOf(stats.namedChunkGroups?.[name])) {
      if (!entry.has(file)) files.add(file);
    }
  }
  return [...files].map((file) => `${publicPath}${file}`);
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** `html` with a preload link per URL at the end of its head (after the entry's scripts). */
export function withPreloads(html: string, urls: readonly string[]): string {
  if (urls.length === 0) return html;
  const links = urls
    .map((url) => `<link rel="preload" as="script" href="${escapeAttribute(url)}">`)
    .join('');
  const end = html.indexOf('</head>');
  return end < 0 ? html : `${html.slice(0, end)}${links}${html.slice(end)}`;
}

/**
 * The app's page per path, read once from `clientDir` (index.html and stats.json, both written
 * by `npm run build`): undefined when the path has no screen chunks or the build kept no stats,
 * and the caller sends index.html as it is.
 */
export function createPageWithPreloads(
  clientDir: string,
): (pathname: string) => string | undefined {
  let loaded: { html: string; stats: ChunkStats } | null | undefined;
  const pages = new Map<string, string | undefined>();
  const load = () => {
    if (loaded !== undefined) return loaded;
    try {
      loaded = {
        html: fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8'),
        stats: JSON.parse(
          fs.readFileSync(path.join(clientDir, 'stats.json'), 'utf8'),
        ) as ChunkStats,
      };
    } catch {
      loaded = null;
    }
    return loaded;
  };
  return (pathname) => {
    if (!Object.hasOwn(SCREEN_CHUNK_GROUPS, pathname)) return undefined;
    if (pages.has(pathname)) return pages.get(pathname);
    const files = load();
    const urls = files ? preloadsFor(files.stats, pathname) : [];
    const page = files && urls.length > 0 ? withPreloads(files.html, urls) : undefined;
    pages.set(pathname, page);
    return page;
  };
}
