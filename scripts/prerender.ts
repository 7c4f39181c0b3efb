/**
 * Prerenders the pages a signed-out visitor opens first (/login, /ResetPassword) into
 * dist/login.html and dist/ResetPassword.html: the build's index.html with the page's markup
 * inside #root and antd's styles for it in <head>, so the browser paints the screen before any
 * JavaScript has run (issue 10). The client hydrates that markup (src/main.tsx); the server
 * sends these files for those paths (server/app.ts). Run after webpack (`npm run build`).
 */
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

async function main(): Promise<void> {
  const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  // html-webpack-plugin minifies the template, dropping the attribute's quotes.
  const root = /<div id="?root"?><\/div>/;
  if (!root.test(template)) throw new Error('dist/index.html has no empty #root element');
  const { renderPage } = await import('./prerenderPage');
  for (const [pathname, file] of Object.entries(PRERENDERED_PAGES)) {
    const { html, styles } = await renderPage(pathname);
    const page = template
      .replace('</head>', () => `${styles}</head>`)
      .replace(root, () => `<div id="root">${html}</div>`);
    write(file, page);
    console.log(`prerendered ${pathname} -> dist/${file} (${(page.length / 1024).toFixed(1)} KB)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
