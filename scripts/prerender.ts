/**
 * Prerenders the pages a signed-out visitor opens first (/login, /ResetPassword) into
 * dist/login.html and dist/ResetPassword.html: the build's index.html with the page's markup
 * inside #root and antd's styles for it in <head>, so the browser paints the screen before any
 * JavaScript has run (issue 10). The client hydrates that markup (src/main.tsx); the server
 * sends these files for those paths (server/app.ts). Run after webpack (`npm run build`).
 * /login runs only the login enhancer (webpack entry `login`) until the visitor needs the app
 * (issue 20): the app's scripts are prefetched, and the enhancer starts them.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
// antd names its classes differently in development (css-dev-only-…): render as the
// production client will hydrate. Set before React and antd load: hence the dynamic import
// of the renderer below.
process.env.NODE_ENV = 'production';

/** Each prerendered path and the file the server sends for it. */
export const PRERENDERED_PAGES = { '/login': 'login.html', '/ResetPassword': 'ResetPassword.html' };

const dist = path.resolve(process.env.DIST_DIR ?? path.join(__dirname, '..', 'dist'));

function write(file: string, content: string): void {
  const target = path.join(dist, file);
  fs.writeFileSync(target, content);
  // The server sends precompressed copies (like webpack's CompressionPlugin does for the rest).
  fs.writeFileSync(`${target}.gz`, gzipSync(content, { level: 9 }));
  fs.writeFileSync(
    `${target}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

/**
 * The prerendered pages start the app's scripts from one small external script (the CSP allows
 * no inline one) once the browser has painted: run before the first paint (they arrive at once
 * from a near server), the app's start-up would hold the painted page back behind its own work.
 * Returns the page's script tags, replaced by that one.
 */
function bootScript(template: string): { tags: RegExp; tag: string } {
  // The app page's tags carry more attributes after the source (fetchpriority).
  const tags = /<script defer(?:="?defer"?)? src="?([^" >]+)"?[^>]*><\/script>/g;
  const sources = [...template.matchAll(tags)].map((match) => match[1]);
  if (sources.length === 0) throw new Error('dist/index.html loads no script');
  // async=false keeps the scripts' order; the timeout after a frame lets that frame be painted.
  const code = `(function(){var s=${JSON.stringify(sources)};requestAnimationFrame(function(){setTimeout(function(){s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=false;document.head.appendChild(e)})},0)})})();\n`;
  const file = `assets/boot.${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
  fs.writeFileSync(path.join(dist, file), code);
  return { tags, tag: `<script defer src="/${file}"></script>` };
}

/** The JavaScript files of a webpack entry, in their order, from the build's stats file. */
function entryScripts(name: string): string[] {
  // Written by webpack's StatsFilePlugin (webpack.config.ts), as scripts/bundle-report.ts reads it.
  const stats: { entrypoints: Partial<Record<string, { assets: { name: string }[] }>> } =
    JSON.parse(fs.readFileSync(path.join(dist, 'stats.json'), 'utf8'));
  const assets = stats.entrypoints[name]?.assets;
  if (!assets) throw new Error(`dist/stats.json has no entry ${name}`);
  return assets.map((asset) => `/${asset.name}`).filter((file) => file.endsWith('.js'));
}

/**
 * /login's scripts: the login enhancer's entry, deferred; the app's other scripts as prefetches
 * (fetched when the browser is idle) that the enhancer runs when the visitor needs the app.
 */
function loginScripts(): string {
  const login = entryScripts('login');
  const app = entryScripts('main').filter((file) => !login.includes(file));
  return [
    ...app.map((file) => `<link rel="prefetch" as="script" href="${file}" data-app-script>`),
    ...login.map((file) => `<script defer src="${file}"></script>`),
  ].join('');
}

async function main(): Promise<void> {
  // Without the antd stylesheet's link a run before this one added (linkAntdStylesheet).
  const template = fs
    .readFileSync(path.join(dist, 'index.html'), 'utf8')
    .replace(/<link rel="stylesheet" href="\/assets\/antd\.[0-9a-f]+\.css">/, '');
  // html-webpack-plugin minifies the template, dropping the attribute's quotes.
  const root = /<div id="?root"?><\/div>/;
  if (!root.test(template)) throw new Error('dist/index.html has no empty #root element');
  const boot = bootScript(template);
  const login = loginScripts();
  const earlyCalls = entryScripts('earlyCalls');
  const { renderPage } = await import('./prerenderPage');
  for (const [pathname, file] of Object.entries(PRERENDERED_PAGES)) {
    const { html, styles } = await renderPage(pathname);
    const scripts = pathname === '/login' ? login : boot.tag;
    const page = template
      .replace(boot.tags, '')
      // The sign-in pages check no token: without the early calls' script (src/earlyCalls.ts).
      .replace(/<script [^>]*src="?([^" >]+)"?[^>]*><\/script>/g, (tag, src: string) =>
        earlyCalls.includes(src) ? '' : tag,
      )
      .replace('</head>', () => `${styles}${scripts}</head>`)
      .replace(root, () => `<div id="root">${html}</div>`);
    write(file, page);
    console.log(`prerendered ${pathname} -> dist/${file} (${(page.length / 1024).toFixed(1)} KB)`);
  }
  linkAntdStylesheet(template, await import('./antdStyles'));
}

/**
 * The signed-in app's antd CSS, computed now (scripts/antdStyles.tsx), as a stylesheet that
 * dist/index.html links before the app's deferred scripts (after the early calls' script, which
 * must not wait for it): the browser's antd then finds each style made instead of building it.
 * The sign-in pages keep their own inline styles (their markup's only).
 */
function linkAntdStylesheet(template: string, styles: typeof import('./antdStyles')): void {
  const css = styles.antdStylesheet(styles.antdImportsOf(path.join(__dirname, '..', 'src')));
  const file = `assets/antd.${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
  write(file, css);
  const firstScript = template.search(/<script defer/);
  if (firstScript < 0) throw new Error('dist/index.html loads no deferred script');
  const link = `<link rel="stylesheet" href="/${file}">`;
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `${template.slice(0, firstScript)}${link}${template.slice(firstScript)}`,
  );
  console.log(`antd styles -> dist/${file} (${(css.length / 1024).toFixed(1)} KB)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
