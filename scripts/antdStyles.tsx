/**
 * antd's CSS for the signed-in app, computed at build time (issue 20): scripts/prerender.ts
 * writes it to a stylesheet that dist/index.html links. antd otherwise builds each component's
 * CSS in the browser the first time the component renders (its style objects, stylis, a hash,
 * one <style> element each): on a cold load of Binary Requests that was about 40 % of the
 * script time before the list and the details showed. The sheet ends with antd's own map of
 * the styles it holds (`.data-ant-cssinjs-cache-path`, @ant-design/cssinjs' extractStyle): when
 * a component's style is in it, the browser's antd skips building and inserting it. A style not
 * in it (a component not listed, another theme) is built in the browser as before.
 *
 * Which components: every one the app imports from 'antd' (found in src/ at build time, so a
 * new one is covered without a change here), each rendered once under the app's theme (the
 * style's key depends on the theme's tokens, and on `cssVar.key`, fixed in src/app/theme.ts).
 * Loaded after scripts/prerender.ts has set NODE_ENV to production (antd names its classes
 * differently in development).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { appButtonConfig } from '../src/app/buttonConfig';
import { appTheme } from '../src/app/theme';

type Antd = typeof antd;

/** The names the app imports from 'antd' (values, not types), in the files under `srcDir`. */
export function antdImportsOf(srcDir: string): string[] {
  const names = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const text = fs.readFileSync(file, 'utf8');
        for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'antd'/g)) {
          if (match[1]) continue;
          for (const part of match[2].split(',')) {
            const name = part.trim();
            if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0]);
          }
        }
      }
    }
  };
  visit(srcDir);
  return [...names].sort();
}

/**
 * How to render a component so that antd registers all of its CSS (its own and its parts'),
 * where rendering it bare would not (or would throw).
 */
const examples: Partial<Record<string, (a: Antd) => ReactNode>> = {
  Layout: ({ Layout }) => (
    <Layout>
      <Layout.Header />
      <Layout.Sider />
      <Layout.Content />
    </Layout>
  ),
  Menu: ({ Menu }) => <Menu mode="inline" items={[{ key: 'a', label: 'a' }]} />,
  Dropdown: ({ Dropdown }) => (
    <Dropdown menu={{ items: [] }}>
      <div />
    </Dropdown>
  ),
  Input: ({ Input, Button }) => (
    <>
      <Input />
      <Input.Search />
      <Input.TextArea />
      <Input.Password />
      <Button />
    </>
  ),
  Space: ({ Space, Button }) => (
    <Space>
      <Space.Compact>
        <Button />
        <Button />
      </Space.Compact>
    </Space>
  ),
  // The Modal itself first (closed: its style hook runs all the same). antd caches a
  // component's style under its name and prefix but not under the root class its reset rules
  // (`box-sizing: border-box` on every `ant-modal-*` element) are scoped to, so the first render
  // decides that class for the whole sheet: a Modal scopes them to `.ant-modal-css-var`, which
  // every dialog carries; the pure panel to `.ant-css-var`, which none does (the dialogs' boxes
  // then grew by their padding: the Edit Image Request footer fell below a 720 px window).
  // The confirm panel adds the confirmations' own rules.
  Modal: ({ Modal }) => (
    <>
      <Modal />
      <Modal._InternalPanelDoNotUseOrYouWillBeFired type="confirm" />
    </>
  ),
  Typography: ({ Typography }) => (
    <>
      <Typography.Title />
      <Typography.Text />
      <Typography.Paragraph />
      <Typography.Link />
    </>
  ),
  Form: ({ Form }) => (
    <Form>
      <Form.Item label="a" />
    </Form>
  ),
  Tag: ({ Tag }) => <Tag color="blue" />,
  Badge: ({ Badge }) => <Badge count={1} />,
};

/** Components with no CSS of their own, or not components. */
const skipped = new Set(['ConfigProvider', 'Grid', 'theme', 'App', 'message', 'notification']);

/** The stylesheet (plain CSS, with antd's map of the styles it holds) for `names`. */
export function antdStylesheet(names: readonly string[]): string {
  const cache = createCache();
  for (const name of names) {
    if (skipped.has(name)) continue;
    const Component = (antd as unknown as Record<string, ComponentType | undefined>)[name];
    if (typeof Component !== 'function' && typeof Component !== 'object') continue;
    const example = examples[name];
    // One render per component: one that throws (a required prop) leaves the others' CSS.
    try {
      renderToString(
        <StyleProvider cache={cache}>
          <antd.ConfigProvider theme={appTheme} button={appButtonConfig}>
            {example ? example(antd) : createElement(Component as ComponentType)}
          </antd.ConfigProvider>
        </StyleProvider>,
      );
    } catch (error) {
      console.warn(`antd styles: ${name} did not render (${String(error).split('\n')[0]})`);
    }
  }
  return extractStyle(cache, { plain: true });
}
