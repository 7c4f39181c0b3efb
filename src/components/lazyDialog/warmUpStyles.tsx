import { StyleContext } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import { startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { appTheme } from '@/app/theme';
import { appStyles } from './appStyles';

/** The keys warmUpStyles has rendered. */
const warmed = new Set<string>();

/**
 * antd builds a component's CSS, and its CSS variables (a <style> element of their own), on the
 * first render of that component, and each <style> put into the page makes the browser work out
 * the style of every element again. Done in the click or commit that shows a dialog or a screen,
 * that is part of what the user waits for (issue 20). This renders `tree` once, unseen: as a
 * transition (in slices that leave the page responsive), into an element never attached to the
 * page, under the app's theme and into the app's style cache (main.tsx's, which
 * keeps what it has built and leaves it in the page), so that the first real showing finds its
 * styles built. Call it in idle time; the tree stays mounted, a few closed components. Once per
 * `key`: its callers run again (a side navigation mounted in the drawer too, a dialog's code
 * loaded by another screen), and a second tree would build nothing.
 */
export function warmUpStyles(key: string, tree: ReactNode): void {
  if (warmed.has(key)) return;
  warmed.add(key);
  const root = createRoot(document.createElement('div'));
  const styles = appStyles();
  const themed = <ConfigProvider theme={appTheme}>{tree}</ConfigProvider>;
  // Into the app's own style cache: built in another, every style was built again on showing.
  startTransition(() =>
    root.render(
      styles ? <StyleContext.Provider value={styles}>{themed}</StyleContext.Provider> : themed,
    ),
  );
}
