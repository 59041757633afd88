import { normaliseRichText } from '@tutor-admin/shared'

/** Elements at whose inner edges a browser drops an ordinary space. */
const BLOCKS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'li',
  'ol',
  'ul',
  'blockquote',
  'pre',
  'br',
  'div'
])
const NBSP = '&nbsp;'

const tagNameAt = (html: string, start: number) =>
  /^<\/?([a-z0-9]+)/i.exec(html.slice(start))?.[1]?.toLowerCase()

/** Whether a space here would be lost: at a block's start or end, or beside another space. */
const atEdge = (html: string, start: number, end: number) => {
  const before = html[start - 1]
  const after = html[end]
  if (before === undefined || after === undefined || before === ' ' || after === ' ') return true
  if (before === '>' && BLOCKS.has(tagNameAt(html, html.lastIndexOf('<', start - 1)) ?? '')) return true
  return after === '<' && BLOCKS.has(tagNameAt(html, end) ?? '')
}

/**
 * Quill's HTML with ordinary spaces where Quill writes `&nbsp;` for every space: a single space
 * between words is a plain one. Runs of spaces, and a space at a block's edge, keep their width:
 * plain and non-breaking spaces alternate, so that the text still shows as typed.
 */
export const plainSpaces = (html: string): string =>
  html.replace(/(?:&nbsp;)+/g, (run, offset: number) => {
    const count = run.length / NBSP.length
    if (count === 1 && !atEdge(html, offset, offset + run.length)) return ' '
    return Array.from({ length: count }, (_, index) => ((count - index) % 2 === 1 ? NBSP : ' ')).join('')
  })

/** What the rich-text editor stores of Quill's content: plain spaces, '' for an empty paragraph (R-WID-12). */
export const storedRichText = (semanticHtml: string): string => normaliseRichText(plainSpaces(semanticHtml))
