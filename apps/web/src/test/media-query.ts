/** A `matchMedia` for jsdom (which has none): a query matches when `matches(query)` says so; nothing ever changes. */
export function mediaQueries(matches: (query: string) => boolean): (query: string) => MediaQueryList {
  return (query) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
}
