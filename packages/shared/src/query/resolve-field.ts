import type { FieldDef } from '../catalogue/catalogue.types'
import { isLang } from '../locale/langs'
import { valueKindOf } from './operators'
import type { ValueKind } from './query.types'

/** A filter key's field, the part of it, and the kinds its values are read as. */
export interface ResolvedField {
  field: string
  path?: string
  valueKind: ValueKind
  /** Kind of the items of a list field, used to coerce values. */
  itemKind: ValueKind
}

/** The field (and the part of it: a language, an object's field) a filter key names; none when it names none. */
export const resolveField = (fields: Map<string, FieldDef>, key: string): ResolvedField | undefined => {
  const [name, sub, ...rest] = key.split('.')
  const field = fields.get(name)
  if (!field || rest.length) return undefined
  if (sub === undefined) {
    const valueKind = valueKindOf(field)
    if (!valueKind) return undefined
    const itemKind: ValueKind = field.params?.itemType === 'number' ? 'number' : 'string'
    return { field: name, valueKind, itemKind }
  }
  if (field.params?.translate && isLang(sub))
    return { field: name, path: sub, valueKind: 'string', itemKind: 'string' }
  if (field.type === 'object') {
    const child = field.params?.fields?.find((f) => f.name === sub)
    const valueKind = child && valueKindOf(child)
    if (!valueKind || valueKind === 'list' || valueKind === 'text') return undefined
    return { field: name, path: sub, valueKind, itemKind: valueKind }
  }
  return undefined
}
