/**
 * The side navigation's look: antd's inline Menu in the app's theme (its item height, margins,
 * radius, colours and group titles), for a plain list of links (SideNav). The theme's colours come
 * from antd's CSS variables on the Sider or the Drawer around it, with antd's values as fallbacks.
 * A production build carries these rules in the app's built stylesheet (scripts/prerender.ts),
 * not in the shell's JavaScript, which every screen waits for. No React here: the build script
 * reads this before it has chosen React's production build.
 */
export const SIDE_NAV_CLASS = 'app-side-nav';

const N = `.${SIDE_NAV_CLASS}`;

export const sideNavCss = `
${N} {
  border-inline-end: 1px solid var(--ant-color-split, rgba(5, 5, 5, 0.06));
  min-height: 100%;
  font-size: var(--ant-font-size, 14px);
}
${N} ul { list-style: none; margin: 0; padding: 0; }
${N} .app-side-nav-entry {
  display: flex; align-items: center; gap: 10px; box-sizing: border-box;
  width: calc(100% - 8px); height: 40px; margin: 4px; padding-inline: 20px;
  border: 0; border-radius: var(--ant-border-radius-lg, 8px);
  background: transparent; color: var(--ant-color-text, rgba(0, 0, 0, 0.88));
  font: inherit; line-height: 40px; text-align: start; text-decoration: none;
  white-space: nowrap; overflow: hidden; cursor: pointer;
  transition: background-color 0.2s, color 0.2s;
}
${N} .app-side-nav-entry:hover {
  background: var(--ant-color-bg-text-hover, rgba(0, 0, 0, 0.06));
  color: var(--ant-color-text, rgba(0, 0, 0, 0.88));
}
${N} .app-side-nav-entry[aria-current='page'] {
  background: var(--ant-color-primary-bg, #e6f4ff);
  color: var(--ant-color-primary, #0958d9);
}
${N} .app-side-nav-entry:focus-visible {
  outline: 2px solid var(--ant-color-primary-border, #1677ff);
  outline-offset: -2px;
}
${N} .app-side-nav-entry .anticon { flex: none; font-size: 14px; }
${N} .app-side-nav-label { overflow: hidden; text-overflow: ellipsis; }
${N} .app-side-nav-group {
  padding: 8px 16px; margin: 0;
  color: var(--ant-color-text-description, rgba(0, 0, 0, 0.6));
  font-size: inherit; font-weight: normal; line-height: 1.5714;
}
${N} hr {
  margin: 1px 0; border: 0;
  border-top: 1px solid var(--ant-color-split, rgba(5, 5, 5, 0.06));
}
/* Collapsed: the icons only, centred in the 80 px Sider; the names stay for assistive technology
   (and show in a tooltip). */
${N}.app-side-nav-collapsed .app-side-nav-entry { justify-content: center; padding-inline: 0; }
${N}.app-side-nav-collapsed .app-side-nav-entry .anticon { font-size: 16px; }
${N}.app-side-nav-collapsed .app-side-nav-label,
${N}.app-side-nav-collapsed .app-side-nav-group {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
`;
