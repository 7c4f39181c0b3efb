/**
 * What a user feels in the browser (issue 20): `npm run bench:ui [-- --no-build] [-- --runs 5] [-- --ci]`.
 *
 * Builds the client (unless `--no-build`), starts the real server (`server/main.ts`, production
 * mode) on a fresh embedded PostgreSQL with the demo lab, and drives Chromium through Playwright
 * with the DevTools protocol's throttling (CPU 4x, 40 ms RTT, 10 Mbit/s), signed in as staff:
 * a cold load of Binary Requests and the table's interactions (scenarios.ts), the JavaScript
 * (gzip) each screen asks for before its main landmark shows, and where the Edit Image Request
 * dialog's Save and Cancel sit at 1280 × 720. `--runs` runs (5 by default); prints medians and
 * the worst run against the targets, and the load average. `--ci` exits 1 when a median misses
 * its target by more than 25 %.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { ROOT } from '../../server/serverProcess';
import { hostBenchmarkIndex } from './browser';
import { editDialogFooter, SCREENS, screenScripts, staffRun, type Figures } from './scenarios';
import { loginScripts } from './login';
import { printTable, type Row } from './report';
import { DEMO_PASSWORD, openBench, signedIn } from './session';

const argv = process.argv.slice(2);
const runsAt = argv.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(argv[runsAt + 1]) : 5;
const CI = argv.includes('--ci');
const DIST = path.join(ROOT, 'dist');

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main(): Promise<number> {
  if (!argv.includes('--no-build'))
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (!fs.existsSync(path.join(DIST, 'index.html')))
    throw new Error('no dist/index.html: build first');
  const { baseUrl, browser, close } = await openBench('bench-ui');
  const startLoad = loadAverage();
  try {
    const startIndex = await hostBenchmarkIndex(browser);
    const users = {
      staff: await signedIn(browser, baseUrl, 'staff'),
      admin: await signedIn(browser, baseUrl, 'admin'),
    };
    // A first load warms the server (its kept pages, the disk cache): not counted.
    await staffRun(browser, baseUrl, users.staff);
    const runs: Figures[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const figures = await staffRun(browser, baseUrl, users.staff);
      for (const screen of SCREENS) {
        const { kb, files } = await screenScripts(
          browser,
          baseUrl,
          DIST,
          screen,
          users[screen.user],
        );
        figures[`js ${screen.path}`] = kb;
        if (run === 1 && argv.includes('--files'))
          console.log(`${screen.path}: ${files.join(' ')}`);
      }
      const login = await loginScripts(browser, baseUrl, DIST, DEMO_PASSWORD);
      figures['js /login'] = login.kb;
      figures['login usable'] = login.usableAt;
      if (run === 1 && argv.includes('--files')) console.log(`/login: ${login.files.join(' ')}`);
      runs.push(figures);
      console.log(
        `run ${run}/${RUNS}: ${Object.entries(figures)
          .map(([k, v]) => `${k} ${v.toFixed(0)}`)
          .join(', ')}`,
      );
    }
    const footer = await editDialogFooter(browser, baseUrl, users.staff);
    const rows: Row[] = printTable(runs, footer);
    console.log(
      `\nload average ${startLoad} at the start, ${loadAverage()} at the end (${os.cpus().length} cores)`,
    );
    const endIndex = await hostBenchmarkIndex(browser);
    console.log(
      `the host's BenchmarkIndex (Lighthouse's, unthrottled): ${startIndex.toFixed(0)} at the start, ${endIndex.toFixed(0)} at the end`,
    );
    if (!CI) return 0;
    const missed = rows.filter((row) => row.ciFails);
    for (const row of missed)
      console.error(`missed by more than 25 %: ${row.what} (${row.median})`);
    return missed.length > 0 ? 1 : 0;
  } finally {
    await close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
