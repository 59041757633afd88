import type { FieldDef, Lang } from '@tutor-admin/shared'
import type { TFunction } from 'i18next'
import { labelText } from '../i18n/labelText'
import type { FieldProblem } from './fieldProblems'

/** Fields whose label is the interface's own rather than the catalogue's (R-SCH-07). */
export const RESERVED_FIELDS = [
  'name',
  'value',
  'price',
  'status',
  'modifiedBy',
  'modified',
  'created',
  '_id'
]

/**
 * The heading of a field shown under a name: the catalogue's label in the language, else the
 * interface's own label of the reserved fields (R-SCH-07), else the name.
 */
export const namedFieldLabel = (name: string, field: FieldDef, lang: Lang, t: TFunction): string =>
  labelText(field.params?.label, lang) || (RESERVED_FIELDS.includes(name) ? t(`list:fields.${name}`) : name)

/** A field's label, as its list column's heading. */
export const fieldLabel = (field: FieldDef, lang: Lang, t: TFunction): string =>
  namedFieldLabel(field.name, field, lang, t)

/** A problem in the interface's language when the console knows it, else the server's words. */
export const problemText = (problem: FieldProblem | undefined, t: TFunction): string | undefined => {
  if (!problem) return undefined
  return problem.code
    ? t(`editor:validation.${problem.code}`, { ...problem.params, defaultValue: problem.message })
    : problem.message
}
