import { StyleContext } from '@ant-design/cssinjs';
import { useContext, useEffect, type ContextType } from 'react';

type StyleContextValue = ContextType<typeof StyleContext>;

let remembered: StyleContextValue | undefined;

/**
 * The app's antd style context (main.tsx's StyleProvider and its cache, which keeps what it has
 * built), as read inside the app's tree. Work done outside that tree (a dialog's styles built
 * ahead of its first opening, in a root of its own) must go into the same cache, or the app
 * builds every style again when the dialog opens.
 */
export function useRememberAppStyles(): void {
  const styles = useContext(StyleContext);
  useEffect(() => {
    remembered = styles;
  }, [styles]);
}

/** The app's style context once a screen has rendered, for a root of its own to render under. */
export function appStyles(): StyleContextValue | undefined {
  return remembered;
}
