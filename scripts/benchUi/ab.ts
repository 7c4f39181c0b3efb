/**
 * This checkout against an older commit, in one Chromium, run by run alternating (issue 20): on
 * this shared machine only figures measured side by side in one run compare.
 * `npx tsx scripts/benchUi/ab.ts <commit> [--runs 6] [--only staff|dialogs|admin]` after `npm run build`.
 * `--issue-start` in place of the commit: against the commit the issue's "now" was measured on
 * (ISSUE_START), and each target judged on this host through it (report.ts `issueTargets`).
 *
 * The commit is checked out in a worktree under the system's temporary folder, with this
 * checkout's node_modules linked in (so a commit with other dependencies needs its own
 * `npm ci` there) and built once; later comparisons with it reuse that build. Each run is a
 * cold load and the staff day (`staffRun`, the rows of `bench:ui`) and the card's dialogs
 * (`dialogsRun`) and an administrator's first dialogs (`adminDialogsRun`); prints the medians of
 * both sides and their ratio.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { ROOT } from '../../server/serverProcess';
import { adminDialogsRun, dialogsRun } from './dialogsRun';
import { issueTargets, ISSUE_START, median } from './report';
import { staffRun, type Figures } from './scenarios';
import { closeOnExit, launchChromium, signedIn, startBenchServer } from './session';
import type { Browser } from '@playwright/test';

const argv = process.argv.slice(2);
const option = (name: string) => {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
};
const RUNS = Number(option('--runs') ?? 6);
const ONLY = option('--only');
const AGAINST_ISSUE = argv.includes('--issue-start');
const positional = argv.find((a, i) => !a.startsWith('--') && !argv[i - 1]?.startsWith('--'));
if (AGAINST_ISSUE && positional) {
  console.error(`--issue-start measures against ${ISSUE_START}: give no commit with it`);
  process.exit(2);
}
const commitArg = AGAINST_ISSUE ? ISSUE_START : positional;

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

/** The commit's built worktree, made (checkout, linked node_modules, build) when missing. */
function baseCheckout(commit: string): string {
  const sha = git('rev-parse', '--verify', `${commit}^{commit}`);
  const dir = path.join(os.tmpdir(), `image-requests-ab-${sha.slice(0, 12)}`);
  if (!fs.existsSync(path.join(dir, 'dist', 'index.html'))) {
    if (!fs.existsSync(dir)) {
      git('worktree', 'add', '--detach', dir, sha);
      execFileSync('cp', ['-al', path.join(ROOT, 'node_modules'), dir]);
    }
    execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: 'inherit' });
  }
  return dir;
}

async function oneRun(browser: Browser, side: Side): Promise<Figures> {
  const figures: Figures = {};
  if (!ONLY || ONLY === 'staff')
    Object.assign(figures, await staffRun(browser, side.baseUrl, side.state));
  if (!ONLY || ONLY === 'dialogs')
    Object.assign(figures, await dialogsRun(browser, side.baseUrl, side.state));
  if (!ONLY || ONLY === 'admin')
    Object.assign(figures, await adminDialogsRun(browser, side.baseUrl, side.admin));
  return figures;
}

interface Side {
  name: string;
  baseUrl: string;
  state: Awaited<ReturnType<typeof signedIn>>;
  admin: Awaited<ReturnType<typeof signedIn>>;
  runs: Figures[];
}

async function main() {
  if (!commitArg)
    throw new Error(
      'usage: ab.ts <commit> | --issue-start [--runs 6] [--only staff|dialogs|admin]',
    );
  if (!fs.existsSync(path.join(ROOT, 'dist', 'index.html')))
    throw new Error('no dist/index.html: run npm run build first');
  const baseDir = baseCheckout(commitArg);
  const servers = [await startBenchServer('ab-base', baseDir), await startBenchServer('ab-this')];
  let browser: Browser | undefined;
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await browser?.close().catch(() => undefined);
      await Promise.all(servers.map((s) => s.stop()));
    })());
  closeOnExit(close);
  try {
    browser = await launchChromium();
    await Promise.all(servers.map((s) => s.ready));
    const sides: Side[] = [];
    for (const [i, server] of servers.entries())
      sides.push({
        name: i === 0 ? commitArg : 'this',
        baseUrl: server.baseUrl,
        state: await signedIn(browser, server.baseUrl, 'staff'),
        admin: await signedIn(browser, server.baseUrl, 'admin'),
        runs: [],
      });
    // A first run each warms its server (its kept pages, the disk cache): not counted.
    for (const side of sides) await oneRun(browser, side);
    for (let run = 0; run < RUNS; run++) {
      // Who goes first alternates, so a drift of the machine's load falls on both alike.
      const order = run % 2 ? [...sides].reverse() : sides;
      for (const side of order) side.runs.push(await oneRun(browser, side));
      console.log(`run ${run + 1}/${RUNS} done (load ${os.loadavg()[0].toFixed(2)})`);
    }
    const keys = Object.keys(sides[1].runs[0] ?? {});
    // A step a run did not finish (NaN) is left out of its side's median.
    const medians = sides.map((side) =>
      Object.fromEntries(
        keys.map((key) => [
          key,
          median(side.runs.map((r) => r[key] ?? Number.NaN).filter((v) => !Number.isNaN(v))),
        ]),
      ),
    );
    const [base = {}, mine = {}] = medians;
    console.table(
      keys.map((key) => ({
        figure: key,
        [sides[0].name]: Math.round(base[key] ?? Number.NaN),
        this: Math.round(mine[key] ?? Number.NaN),
        ratio: +((mine[key] ?? Number.NaN) / (base[key] ?? Number.NaN)).toFixed(2),
      })),
    );
    if (AGAINST_ISSUE) console.table(issueTargets(base, mine));
    console.log(`the base's worktree stays at ${baseDir} (git worktree remove --force ${baseDir})`);
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
