/**
 * `window.matchMedia`, which jsdom lacks and antd reads (Grid breakpoints, responsive
 * components): answers each query with `matches(query)`. The test setup installs one that
 * matches nothing; setViewportWidth one that answers as a window of that width would.
 * Returns the function that puts the previous answer back.
 */
export function installMatchMedia(matches: (query: string) => boolean): () => void {
  const previous = window.matchMedia;
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
  return () => Object.defineProperty(window, 'matchMedia', { writable: true, value: previous });
}

/**
 * Makes `window.matchMedia` answer width queries (and `not all and` one) as a window this wide
 * would. Returns the function that puts the default answer back.
 */
export function setViewportWidth(width: number): () => void {
  const answer = (query: string): boolean => {
    const negated = /^not all and (.+)$/.exec(query);
    if (negated) return !answer(negated[1]);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return (
      (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) && Boolean(min || max)
    );
  };
  return installMatchMedia(answer);
}
