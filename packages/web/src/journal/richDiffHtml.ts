import { Diff } from '@ali-tas/htmldiff-js'

/**
 * Two versions of rich text as one, what went in `<ins>` and what went out `<del>`. The result is
 * stored HTML and must be sanitised before it is shown.
 */
export const richDiffHtml = (old: unknown, next: unknown): string =>
  Diff.execute(typeof old === 'string' ? old : '', typeof next === 'string' ? next : '')
