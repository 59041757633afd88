import type { CollectionDef, FieldDef, Lang } from '@tutor-admin/shared'
import type { TFunction } from 'i18next'
import { namedFieldLabel } from '../fields/fieldLabel'

/**
 * A path within a record (`cover`, `images.2`, `items.0.picture`) as people read it in `lang`:
 * each field by its catalogue label, each list item by its number from 1 ("Items #1 › Picture");
 * a name the catalogue does not know stays as it is.
 */
export const fieldPathText = (
  collection: Pick<CollectionDef, 'fields'> | undefined,
  path: string,
  lang: Lang,
  t: TFunction
): string => {
  const parts: string[] = []
  let fields: FieldDef[] | undefined = collection?.fields
  for (const segment of path.split('.')) {
    if (/^\d+$/.test(segment) && parts.length) {
      parts[parts.length - 1] += ` #${Number(segment) + 1}`
      continue
    }
    const field = fields?.find((candidate) => candidate.name === segment)
    parts.push(field ? namedFieldLabel(segment, field, lang, t) : segment)
    fields = field?.params?.fields
  }
  return parts.join(' › ')
}
