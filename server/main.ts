import closeWithGrace from 'close-with-grace';
import { readConfig } from './config';
import { createPool } from './db/pool';
import { migrate } from './db/migrate';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { buildApp } from './app';
import { seedDemoIfEmpty } from './seed/demo';

const started = Date.now();
const config = readConfig();
let embedded: EmbeddedDatabase | undefined;
let databaseUrl = config.databaseUrl;
if (!databaseUrl) {
  embedded = await startEmbeddedPostgres(config.dataDir);
  databaseUrl = embedded.url;
}
const db = createPool(databaseUrl);
const app = await buildApp({ config, db });
const applied = await migrate(db);
if (applied.length) app.log.info({ applied }, 'migrations applied');
const seeded = config.seedDemo ? await seedDemoIfEmpty(db, config.demoPassword) : false;

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  await app.close();
  await db.end();
  await embedded?.stop();
});

await app.listen({ port: config.port, host: config.host });
const address = `http://localhost:${config.port}`;
const lines = [
  '',
  `Image Requests is ready at ${address} (in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  `API reference: ${address}/api/docs`,
  `Database: ${embedded ? `embedded PostgreSQL under ${config.dataDir}/postgres` : 'DATABASE_URL'}`,
];
if (config.seedDemo) {
  lines.push(
    seeded ? 'Demo lab seeded.' : 'Demo lab already present.',
    `Demo accounts (password: ${config.demoPassword === process.env.DEMO_PASSWORD ? 'from DEMO_PASSWORD' : config.demoPassword}):`,
    '  admin   super user: everything',
    '  staff   lab staff: create and edit requests, no administration',
    '  vendor  restricted to one manufacturer',
    '  viewer  software set validations only',
  );
}
console.log(lines.join('\n') + '\n');
