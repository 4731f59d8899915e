/** Pretends the visitor asked for reduced motion, for the script side (the CSS side follows the real media); returns the undo. */
export function prefersReducedMotion() {
  const original = window.matchMedia.bind(window);
  window.matchMedia = (query: string) =>
    query.includes('prefers-reduced-motion')
      ? ({
          matches: true,
          media: query,
          onchange: null,
          addEventListener() {},
          removeEventListener() {},
          addListener() {},
          removeListener() {},
          dispatchEvent: () => false,
        } as MediaQueryList)
      : original.call(window, query);
  return () => {
    window.matchMedia = original;
  };
}

/** Resolves after `count` animation frames: what a requestAnimationFrame-driven effect needs to have run. */
export const frames = (count: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(count);
  });
