/** A text in Traditional Chinese, Simplified Chinese and English. */
export interface Trilingual {
  cht: string
  chs: string
  en: string
}

/** A row of a reference list: its value and its name in three languages. */
export interface ListEntry extends Trilingual {
  value: string
}
