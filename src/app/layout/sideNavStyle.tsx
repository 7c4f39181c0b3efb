import { sideNavCss } from './sideNavCss';

/**
 * The stylesheet behind SIDE_NAV_CLASS outside a production build (the dev server, the tests);
 * React hoists it into the head once.
 */
export function SideNavStyle() {
  if (process.env.NODE_ENV === 'production') return null;
  return (
    <style href="app-side-nav" precedence="default">
      {sideNavCss}
    </style>
  );
}
