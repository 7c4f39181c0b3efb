/**
 * Remembers attributes (and text) of prerendered elements before the login enhancer changes
 * them, and puts them back before React hydrates the page: React 19 does not patch attributes
 * that differ while hydrating, and a different text is a hydration error.
 */
export function createSnapshot() {
  const kept: (() => void)[] = [];
  return {
    keep(element: Element, attributes: string[], text = false): void {
      for (const name of attributes) {
        const value = element.getAttribute(name);
        kept.push(() =>
          value === null ? element.removeAttribute(name) : element.setAttribute(name, value),
        );
      }
      if (text) {
        const content = element.textContent;
        kept.push(() => (element.textContent = content));
      }
    },
    restore(): void {
      for (const undo of kept) undo();
    },
  };
}
