import type { Lang } from '@tutor-admin/shared'

/** The two Chinese scripts of translatable text, each the other's conversion. */
export const CHINESE_PAIR = { cht: 'chs', chs: 'cht' } as const satisfies Partial<Record<Lang, Lang>>
export type ChineseLang = keyof typeof CHINESE_PAIR

export const isChinese = (lang: Lang): lang is ChineseLang => lang in CHINESE_PAIR

type Convert = (text: string) => string
const converters = new Map<ChineseLang, Promise<Convert>>()

/**
 * Converts text from one Chinese script to the other (Hong Kong Traditional and mainland
 * Simplified) with opencc-js, whose dictionaries load on first use, one direction at a time.
 */
export const convertChinese = async (text: string, from: ChineseLang): Promise<string> => {
  let converter = converters.get(from)
  if (!converter) {
    converter =
      from === 'cht'
        ? import('opencc-js/t2cn').then(({ Converter }) => Converter({ from: 'hk', to: 'cn' }))
        : import('opencc-js/cn2t').then(({ Converter }) => Converter({ from: 'cn', to: 'hk' }))
    converters.set(from, converter)
  }
  return (await converter)(text)
}
