/**
 * `npm run lint`: commit subjects are at most 72 characters (issue 17), the detail goes in
 * the body. Checks the commits since the habit began; skipped outside a git checkout or
 * where that commit is absent (a shallow clone).
 */
import { execFileSync } from 'node:child_process';

/** The first commit under the rule (the tree-wide prettier reformat). */
const SINCE = '6c75e5b';
const LIMIT = 72;

function git(...args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return undefined;
  }
}

if (git('cat-file', '-e', `${SINCE}^{commit}`) === undefined) {
  console.log(`Commit subjects: ${SINCE} is not in this checkout; not checked.`);
} else {
  const long = (git('log', '--format=%h %s', `${SINCE}..HEAD`) ?? '')
    .split('\n')
    .filter((line) => line.length - line.indexOf(' ') - 1 > LIMIT);
  if (long.length > 0) {
    console.error(`Commit subjects over ${LIMIT} characters (put the detail in the body):`);
    for (const line of long) console.error(`  ${line}`);
    process.exit(1);
  }
  console.log(`Commit subjects: all within ${LIMIT} characters.`);
}
