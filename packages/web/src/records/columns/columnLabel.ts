import type { Lang } from '@tutor-admin/shared'
import type { TFunction } from 'i18next'
import { namedFieldLabel } from '../../fields/fieldLabel'
import type { ListColumn } from './buildColumns'

/**
 * A column's heading: the catalogue's label in the language, else the interface's own label of
 * the reserved fields (R-SCH-07), else the field name.
 */
export const columnLabel = (column: Pick<ListColumn, 'name' | 'field'>, lang: Lang, t: TFunction): string =>
  namedFieldLabel(column.name, column.field, lang, t)
