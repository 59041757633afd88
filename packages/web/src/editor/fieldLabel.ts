import type { FieldDef, Lang } from '@tutor-admin/shared'
import type { TFunction } from 'i18next'
import { columnLabel } from '../list/columns/columnLabel'
import type { FieldProblem } from './editorValues'

/** A field's label, as its list column's heading. */
export const fieldLabel = (field: FieldDef, lang: Lang, t: TFunction): string =>
  columnLabel({ name: field.name, field }, lang, t)

/** A problem in the interface's language when the console knows it, else the server's words. */
export const problemText = (problem: FieldProblem | undefined, t: TFunction): string | undefined => {
  if (!problem) return undefined
  return problem.code
    ? t(`editor:validation.${problem.code}`, { ...problem.params, defaultValue: problem.message })
    : problem.message
}
