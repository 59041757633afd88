/**
 * The viewport a page rendered on the server assumes: the width in the person's view cookie, else
 * a desktop's or a phone's; the console's own render in the browser then measures the real one.
 */
export const serverViewport = { width: 1280 }

/** Server-side answer to a width media query such as `(min-width:900px)` for {@link serverViewport}. */
export const serverMatchMedia = (query: string) => {
  const width = serverViewport.width
  const min = [...query.matchAll(/min-width:\s*([\d.]+)px/g)].every((match) => width >= Number(match[1]))
  const max = [...query.matchAll(/max-width:\s*([\d.]+)px/g)].every((match) => width <= Number(match[1]))
  return { matches: min && max }
}
