import { Converter } from 'opencc-js/t2cn'
import type { Article } from './data/articles'
import type { Trilingual } from './data/trilingual'

/** Hong Kong Traditional Chinese to Mainland Simplified Chinese. */
const toSimplified = Converter({ from: 'hk', to: 'cn' })

/** A text in three languages from its Traditional Chinese and English forms. */
export const trilingual = (cht: string, en: string): Trilingual => ({ cht, chs: toSimplified(cht), en })

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Paragraphs as rich text (HTML), with an optional heading. */
export const html = (paragraphs: string[], heading?: string) =>
  (heading ? `<h2>${escapeHtml(heading)}</h2>` : '') +
  paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')

/** An article's title and rich-text body in three languages. */
export const articleText = (article: Article) => ({
  title: trilingual(article.cht.title, article.en.title),
  content: {
    cht: html(article.cht.paragraphs),
    chs: toSimplified(html(article.cht.paragraphs)),
    en: html(article.en.paragraphs)
  }
})
