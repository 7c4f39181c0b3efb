import { useEffect, useMemo } from 'react';
import { useStableCallback } from '@/lib/useStableCallback';

/**
 * Stands in for @rc-component/portal's `useEscKeyDown` (webpack.config.ts, jest.config.ts): the
 * stack of open layers (dialogs, drawers, popups) that decides which one an Escape closes, the
 * top one. rc-portal adds a layer to its stack while rendering and takes it off in an effect's
 * clean-up. A layer rendered but never committed, or rendered hidden (React's Activity: the New
 * Image Request dialog prepared ahead, RequestDialogHost), ran no effect: it stayed on the stack
 * for good, and, rendered after an open drawer, took Escape from it. Here a layer joins the stack
 * in its effect only, at the place its first render gave it (a parent before the children opened
 * with it, as rc-portal orders them), and leaves in the effect's clean-up.
 */

interface Layer {
  order: number;
  onEsc: (info: { top: boolean; event: KeyboardEvent }) => void;
}

let stack: Layer[] = [];
let nextOrder = 0;
/** An Escape that ends an IME composition is the composition's (rc-portal's 200 ms). */
const IME_LOCK_MS = 200;
let lastCompositionEnd = 0;

function onGlobalKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || event.isComposing) return;
  if (Date.now() - lastCompositionEnd < IME_LOCK_MS) return;
  const layers = stack;
  for (let i = layers.length - 1; i >= 0; i -= 1) {
    layers[i].onEsc({ top: i === layers.length - 1, event });
  }
}

function onGlobalCompositionEnd(): void {
  lastCompositionEnd = Date.now();
}

/** The layers open now, bottom first (for tests). */
export function openEscapeLayers(): number {
  return stack.length;
}

export default function useEscKeyDown(
  open: boolean,
  onEsc: (info: { top: boolean; event: KeyboardEvent }) => void,
): void {
  const onEventEsc = useStableCallback(onEsc);
  // The place among the layers, in render order: a dialog opened with a select already open
  // inside it stays below that select.
  const order = useMemo(() => (open ? nextOrder++ : -1), [open]);
  useEffect(() => {
    if (!open) return undefined;
    const layer: Layer = { order, onEsc: onEventEsc };
    const above = stack.findIndex((other) => other.order > order);
    stack =
      above < 0 ? [...stack, layer] : [...stack.slice(0, above), layer, ...stack.slice(above)];
    if (stack.length === 1) {
      window.addEventListener('keydown', onGlobalKeyDown);
      window.addEventListener('compositionend', onGlobalCompositionEnd);
    }
    return () => {
      stack = stack.filter((other) => other !== layer);
      if (stack.length === 0) {
        window.removeEventListener('keydown', onGlobalKeyDown);
        window.removeEventListener('compositionend', onGlobalCompositionEnd);
      }
    };
  }, [open, order, onEventEsc]);
}
