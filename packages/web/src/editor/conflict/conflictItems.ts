import { LANGS, type FieldDef, type Lang } from '@tutor-admin/shared'
import { isEqual } from 'es-toolkit'
import type { EditorField, WidgetKind } from '../editorFields'
import type { RecordValues } from '../../fields/recordPlace'
import { textsByLang, withText } from '../../fields/multiLangValue'

/** Whose value a field keeps after a conflict. */
export type Side = 'mine' | 'theirs'

/** One value that differs between this form ("mine") and the record as saved meanwhile ("theirs"). */
export interface ConflictItem {
  /** The field, or `field.lang` for one language of a translatable text. */
  key: string
  field: FieldDef
  widget: WidgetKind
  lang?: Lang
  mine: unknown
  theirs: unknown
  /** Both changed it since the version the form was loaded at. */
  both: boolean
  /** What is kept unless the person chooses: the side that changed it, mine when both did. */
  proposed: Side
}

const TRANSLATED: WidgetKind[] = ['translated', 'translatedRich']
const same = (a: unknown, b: unknown) => isEqual(a ?? null, b ?? null)
/** Empty translations are no text: `''` and a missing language are the same. */
const sameText = (a: string, b: string) => a === b

const itemOf = (
  key: string,
  { field, widget }: EditorField,
  values: { base: unknown; mine: unknown; theirs: unknown },
  equal: (a: never, b: never) => boolean,
  lang?: Lang
): ConflictItem | undefined => {
  const { base, mine, theirs } = values
  if (equal(mine as never, theirs as never)) return undefined
  const mineChanged = !equal(mine as never, base as never)
  const theirsChanged = !equal(theirs as never, base as never)
  return {
    key,
    field,
    widget,
    lang,
    mine,
    theirs,
    both: mineChanged && theirsChanged,
    proposed: mineChanged ? 'mine' : 'theirs'
  }
}

/**
 * The values of the editable fields that differ between the form and the record saved meanwhile,
 * translatable text language by language, with the version both started from as the base.
 */
export const conflictItems = (
  fields: EditorField[],
  base: RecordValues,
  mine: RecordValues,
  theirs: RecordValues
): ConflictItem[] =>
  fields
    .filter((item) => !item.readOnly)
    .flatMap((item) => {
      const { name } = item.field
      if (!TRANSLATED.includes(item.widget))
        return [itemOf(name, item, { base: base[name], mine: mine[name], theirs: theirs[name] }, same)]
      const [baseTexts, mineTexts, theirTexts] = [base, mine, theirs].map((values) =>
        textsByLang(values[name])
      )
      return LANGS.map((lang) =>
        itemOf(
          `${name}.${lang}`,
          item,
          { base: baseTexts[lang], mine: mineTexts[lang], theirs: theirTexts[lang] },
          sameText,
          lang
        )
      )
    })
    .filter((item): item is ConflictItem => item !== undefined)

/** A translatable value with one language's text from mine: gone when mine has none there. */
const keptText = (value: unknown, lang: Lang, text: string) =>
  withText(value, lang, text).filter((item) => item.lang !== lang || text !== '')

/** The form's values after the choices: the record saved meanwhile, with the values kept from mine. */
export const mergedValues = (
  items: ConflictItem[],
  choices: Record<string, Side>,
  theirs: RecordValues
): RecordValues => {
  const merged: RecordValues = { ...theirs }
  for (const item of items) {
    if ((choices[item.key] ?? item.proposed) !== 'mine') continue
    const { name } = item.field
    merged[name] = item.lang ? keptText(merged[name], item.lang, String(item.mine)) : item.mine
  }
  return merged
}
