/**
 * Renders one route of the app to HTML with antd's styles for it (see scripts/prerender.ts,
 * which sets NODE_ENV before loading this module).
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { PassThrough } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createRoutes } from '../src/app/routes';
import { setupStore } from '../src/app/store';

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough()))
    chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

export async function renderPage(pathname: string): Promise<{ html: string; styles: string }> {
  // A signed-out visitor's store (no token, no message) and the routes the browser runs.
  const store = setupStore();
  const handler = createStaticHandler(createRoutes(store));
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} redirected while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache();
  // prerender (not renderToString) waits for the lazy page chunk instead of showing its fallback.
  const { prelude } = await prerenderToNodeStream(
    <StyleProvider cache={cache}>
      <Provider store={store}>
        {/* No hydration data script: the CSP allows no inline script and these pages have no loader. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Provider>
    </StyleProvider>,
  );
  return { html: await streamToString(prelude), styles: extractStyle(cache) };
}
