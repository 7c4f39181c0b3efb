/**
 * Makes `window.matchMedia` answer width queries as a window this wide would (antd's Grid
 * breakpoints read it). Returns the function that puts the default answer back.
 */
export function setViewportWidth(width: number): () => void {
  const original = window.matchMedia;
  const matches = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) && Boolean(min || max);
  };
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
  return () => Object.defineProperty(window, 'matchMedia', { writable: true, value: original });
}
