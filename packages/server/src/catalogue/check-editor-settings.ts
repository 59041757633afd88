import {
  allFields,
  EDIT_EXTENSIONS,
  EXPAND_EXTENSIONS,
  isActiveCondition,
  isFixedCondition,
  parseQuery,
  SEARCH_COLORS,
  SEARCH_OPERATORS,
  searchKindOf,
  SYSTEM_FIELD_NAMES,
  validateRecord,
  ValidationFailure,
  type CollectionDef,
  type EditorSettings,
  type EnumDef,
  type FieldDef
} from '@tutor-admin/shared'

/** What the check needs of the rest of the catalogue. */
export interface CheckContext {
  byName: ReadonlyMap<string, CollectionDef>
  enums: Record<string, EnumDef>
}

const problemsOfCall = (run: () => unknown): string[] => {
  try {
    run()
    return []
  } catch (error) {
    if (!(error instanceof ValidationFailure)) throw error
    return Object.entries(error.errors).map(([key, text]) => `${key} ${text}`)
  }
}

/** Fields whose value a row of an import can be matched by: one plain value each. */
const isMatchable = (field: FieldDef) =>
  ['string', 'number', 'id', 'date'].includes(field.type) && !field.params?.translate && !field.params?.hidden

/**
 * What is wrong with a route's editor settings (R-SCH-05), one line each: names of fields that
 * are not the collection's, unknown extensions (R-ED-12), search conditions their field cannot
 * take (R-SRCH-01), import options (R-ED-13), a linked table, filter or default value that does not fit.
 */
export const editorSettingsProblems = (
  collection: CollectionDef,
  settings: EditorSettings,
  { byName, enums }: CheckContext
): string[] => {
  const problems: string[] = []
  const fields = new Map(collection.fields.map((field) => [field.name, field]))
  const own = (where: string, names: string[] = [], withSystem = false) => {
    for (const name of names)
      if (!fields.has(name) && !(withSystem && SYSTEM_FIELD_NAMES.has(name)))
        problems.push(`${where}: ${name} is not a field of ${collection.name}`)
  }
  own('headers', settings.headers, true)
  own('fields', settings.fields)
  own('textFields', settings.textFields)
  own('translateTextFields', settings.translateTextFields)
  own('expands', settings.expands)
  own('defaultSort', [settings.defaultSort ?? []].flat(), true)
  for (const name of settings.translateTextFields ?? [])
    if (fields.has(name) && !fields.get(name)?.params?.translate)
      problems.push(`translateTextFields: ${name} is not translatable`)
  if (settings.edit !== undefined && !(EDIT_EXTENSIONS as readonly string[]).includes(settings.edit))
    problems.push(`edit: no editor extension ${settings.edit} (known: ${EDIT_EXTENSIONS.join(', ')})`)
  if (settings.expand !== undefined && !(EXPAND_EXTENSIONS as readonly string[]).includes(settings.expand))
    problems.push(
      `expand: no expanded-row extension ${settings.expand} (known: ${EXPAND_EXTENSIONS.join(', ')})`
    )

  for (const [index, search] of (settings.searchFields ?? []).entries()) {
    const where = `searchFields.${index}`
    const field = allFields(collection.fields).find((candidate) => candidate.name === search.path)
    const kind = field && searchKindOf(field)
    if (!kind) {
      problems.push(`${where}: ${search.path} is not a searchable field of ${collection.name}`)
      continue
    }
    const allowed: readonly string[] = SEARCH_OPERATORS[kind]
    if (search.cond !== undefined && !allowed.includes(search.cond))
      problems.push(`${where}: ${search.cond} is not an operator of ${search.path} (${allowed.join(', ')})`)
    if (search.color !== undefined && !(SEARCH_COLORS as readonly string[]).includes(search.color))
      problems.push(`${where}: colour ${search.color} is not one of ${SEARCH_COLORS.join(', ')}`)
    if (isFixedCondition(search) && !isActiveCondition(search))
      problems.push(`${where}: a fixed condition (edit: false) needs its value1`)
  }

  const linked = settings.linkedTable
  if (linked) {
    const target = byName.get(linked.service)
    if (!target) problems.push(`linkedTable: no service ${linked.service}`)
    else if (!target.fields.some((field) => field.name === linked.field))
      problems.push(`linkedTable: ${linked.field} is not a field of ${linked.service}`)
  }

  const importing = settings.importOptions
  if (importing) {
    own('importOptions.fields', importing.fields)
    for (const name of importing.fields ?? []) {
      const params = fields.get(name)?.params
      if (params?.readOnly || params?.hidden) problems.push(`importOptions.fields: ${name} cannot be set`)
    }
    for (const name of Object.keys(importing.defaults ?? {}))
      if (!importing.fields?.includes(name))
        problems.push(`importOptions.defaults: ${name} is not among importOptions.fields`)
    const offered = collection.fields.filter((field) => importing.fields?.includes(field.name))
    const defaults = Object.entries(importing.defaults ?? {}).filter(([name]) =>
      importing.fields?.includes(name)
    )
    problems.push(
      ...problemsOfCall(() => validateRecord(offered, Object.fromEntries(defaults), 'patch', enums)).map(
        (text) => `importOptions.defaults: ${text}`
      )
    )
    const match = importing.matchBy === undefined ? undefined : fields.get(importing.matchBy)
    if (importing.matchBy !== undefined && !(match && isMatchable(match)))
      problems.push(`importOptions.matchBy: ${importing.matchBy} is not a plain field of ${collection.name}`)
  }

  if (settings.filter)
    problems.push(
      ...problemsOfCall(() => parseQuery(collection.fields, settings.filter as Record<string, unknown>)).map(
        (text) => `filter: ${text}`
      )
    )
  if (settings.defaultValue)
    problems.push(
      ...problemsOfCall(() => validateRecord(collection.fields, settings.defaultValue, 'patch', enums)).map(
        (text) => `defaultValue: ${text}`
      )
    )
  return problems
}
