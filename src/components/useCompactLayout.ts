import { useSyncExternalStore } from 'react';
import { LG, SM, XS } from './breakpoints';

const matches = (query: string) => window.matchMedia(query).matches;

function subscribe(changed: () => void): () => void {
  const lists = [XS, SM, LG].map((query) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', changed);
  return () => {
    for (const list of lists) list.removeEventListener('change', changed);
  };
}

const compact = () => !matches(LG) && (matches(XS) || matches(SM));
const phone = () => matches(XS);

/**
 * Phones and tablets (below antd's lg, 992 px): navigation in a drawer, list and details
 * stacked. Only when some breakpoint is known to match: where the browser reports none (jsdom)
 * the desktop layout stands. Read from the media queries in the first render: antd's
 * Grid.useBreakpoint answers only after mounting, and rendered the frame and the request's card
 * twice on every cold load (issue 20).
 */
export function useCompactLayout(): boolean {
  return useSyncExternalStore(subscribe, compact, () => false);
}

/** A phone (below antd's sm, 576 px). */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, phone, () => false);
}
