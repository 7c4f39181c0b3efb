import { Grid } from 'antd';

/**
 * Phones and tablets (below antd's lg, 992 px): navigation in a drawer, list and details
 * stacked. Only when some breakpoint is known to match: before antd has measured (and where
 * the browser reports none, as in jsdom) the desktop layout stands.
 */
export function useCompactLayout(): boolean {
  const screens = Grid.useBreakpoint();
  return !screens.lg && (screens.xs === true || screens.sm === true || screens.md === true);
}

/** A phone (below antd's sm, 576 px). */
export function usePhoneLayout(): boolean {
  return Grid.useBreakpoint().xs === true;
}
