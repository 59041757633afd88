import { editorSettingsOf, type CollectionDef, type FieldDef } from '@tutor-admin/shared'
import { editorSettingsProblems, type CheckContext } from './check-editor-settings'

/** What is wrong with a field's params, with its sub-fields: references, enumerations, dates (R-SCH-03). */
const fieldProblems = (field: FieldDef, where: string, { byName, enums }: CheckContext): string[] => {
  const params = field.params ?? {}
  const problems: string[] = []
  if (params.ref && !byName.has(params.ref))
    problems.push(`${where}: no collection ${params.ref} to refer to`)
  if (params.enum && !enums[params.enum]) problems.push(`${where}: no enumeration ${params.enum}`)
  if ((params.utc || params.dateOnly) && field.type !== 'date')
    problems.push(`${where}: utc and dateOnly are for date fields, not ${field.type}`)
  for (const sub of params.fields ?? [])
    problems.push(...fieldProblems(sub, `${where}.${sub.name}`, { byName, enums }))
  return problems
}

/**
 * What is wrong with the catalogue, one line per problem, each naming its collection: field
 * params (R-SCH-03) and route settings (R-SCH-05). None when the catalogue is sound.
 */
export const catalogueProblems = (collections: CollectionDef[], enums: CheckContext['enums']): string[] => {
  const context: CheckContext = { byName: new Map(collections.map((c) => [c.name, c])), enums }
  return collections.flatMap((collection) => {
    const settings = editorSettingsOf(collection)
    return [
      ...collection.fields.flatMap((field) => fieldProblems(field, field.name, context)),
      ...(settings ? editorSettingsProblems(collection, settings, context) : [])
    ].map((problem) => `${collection.name}.${problem}`)
  })
}

/** Throws naming every problem unless the catalogue holds together (R-SCH-05). */
export const assertSoundCatalogue = (collections: CollectionDef[], enums: CheckContext['enums']) => {
  const problems = catalogueProblems(collections, enums)
  if (problems.length) throw new Error(`The catalogue does not hold together:\n- ${problems.join('\n- ')}`)
}
