// @ts-check
/**
 * Redocly plugin (redocly.yaml): a decorator that appends each operation's `x-` facts
 * (documented in openapi.yaml's info.description) to its description, so /api/docs shows
 * who may call it, its limits and how the browser treats its errors. The facts are checked
 * by `npm run codegen` (scripts/operationFacts.ts); this only renders them.
 */

const QUOTA = {
  upload: 'its files and bytes count against the hourly upload limits',
  ticket: 'one support ticket and its files count against the hourly limits',
};
const RATE_LIMIT = { auth: 'at most `AUTH_RATE_LIMIT` (10) calls a minute from one address' };
const ERROR_POLICY = {
  snackbar: 'shown in the error snackbar',
  screen: 'worded by the calling screen (no snackbar)',
};

const code = (/** @type {string} */ text) => `\`${text}\``;

/** @param {unknown} access */
function accessLines(access) {
  if (access === 'public') return ['**Access** (`x-access`): public, no token.'];
  if (access === 'signedIn') return ['**Access** (`x-access`): any signed-in user.'];
  if (typeof access !== 'object' || access === null) return [];
  /** @type {{ anyOf?: string[], message?: string, manufacturerRestricted?: boolean, rules?: string[] }} */
  const a = access;
  const who = a.anyOf
    ? `a signed-in user holding ${a.anyOf.map(code).join(' or ')}` +
      (a.message ? ` (refused with "${a.message}")` : '')
    : 'any signed-in user';
  const finer = [
    ...(a.manufacturerRestricted
      ? ["Manufacturer-restricted: other manufacturers' records answer 404 or are left out."]
      : []),
    ...(a.rules ?? []),
  ];
  return [
    `**Access** (\`x-access\`): ${who}${finer.length > 0 ? '; then:' : '.'}`,
    ...finer.map((rule) => `  - ${rule}`),
  ];
}

/** @param {Record<string, any>} operation */
function factsMarkdown(operation) {
  const lines = accessLines(operation['x-access']);
  const rateLimit = operation['x-rate-limit'];
  if (rateLimit)
    lines.push(
      `**Rate limit** (\`x-rate-limit: ${rateLimit}\`): ${RATE_LIMIT[rateLimit] ?? rateLimit}.`,
    );
  const quota = operation['x-quota'];
  if (quota) lines.push(`**Quota** (\`x-quota: ${quota}\`): ${QUOTA[quota] ?? quota}.`);
  const policy = operation['x-error-policy'] ?? 'snackbar';
  lines.push(
    `**In the browser**: errors ${ERROR_POLICY[policy] ?? policy} (\`x-error-policy\`); ` +
      `without a usable answer: "${operation['x-fallback-message']}" (\`x-fallback-message\`).`,
  );
  return lines.map((line) => (line.startsWith('  - ') ? line : `- ${line}`)).join('\n');
}

function AppendFacts() {
  return {
    Operation: {
      /** @param {Record<string, any>} operation */
      leave(operation) {
        if (!operation['x-access']) return;
        const description = operation.description ? `${operation.description}\n\n` : '';
        operation.description = `${description}**Operation facts**\n\n${factsMarkdown(operation)}\n`;
      },
    },
  };
}

module.exports = function operationFactsPlugin() {
  return {
    id: 'operation-facts',
    decorators: { oas3: { 'append-facts': AppendFacts } },
  };
};
