import { editorSettingsOf, type MenuEntry, type SchemasAnswer } from '@tutor-admin/shared'

type Labels = Partial<Record<'en' | 'cht' | 'chs', string>>

/** How a record of a collection is named in the dashboard's list of changes. */
export interface LabelField {
  name: string
  kind: 'text' | 'translated' | 'person'
}

/** A collection the dashboard counts: a page of the user's menu. */
export interface DashboardSource {
  key: string
  service: string
  path: string
  title: Labels
  icon?: string
  /** Key of the top menu group, '' for entries outside groups. */
  groupKey: string
  label?: LabelField
}

const LABEL_CANDIDATES = ['name', 'title', 'question']

const labelFieldOf = (answer: SchemasAnswer, key: string): LabelField | undefined => {
  const schema = answer.schemas[key]
  const settings = editorSettingsOf(schema, answer.appName)
  const wanted = [
    ...(settings?.translateTextFields ?? []),
    ...(settings?.textFields ?? []),
    ...LABEL_CANDIDATES
  ]
  for (const name of wanted) {
    const field = schema.fields.find((candidate) => candidate.name === name)
    if (!field || field.params?.hidden) continue
    if (field.params?.translate) return { name, kind: 'translated' }
    if (field.type === 'object') return { name, kind: 'person' }
    if (field.type === 'string') return { name, kind: 'text' }
  }
  return undefined
}

/** The collections of the user's menu, in menu order, with what the dashboard needs of each. */
export const dashboardSources = (answer: SchemasAnswer, menu: MenuEntry[]): DashboardSource[] => {
  const sources: DashboardSource[] = []
  const visit = (entries: MenuEntry[], top?: MenuEntry) => {
    for (const entry of entries) {
      if (entry.kind === 'group') {
        visit(entry.children, top ?? entry)
        continue
      }
      const schema = answer.schemas[entry.key]
      const settings = editorSettingsOf(schema, answer.appName)
      sources.push({
        key: entry.key,
        service: schema.params.services?.[answer.appName]?.path ?? settings?.service ?? entry.key,
        path: entry.path,
        title: entry.title,
        icon: entry.icon,
        groupKey: top?.key ?? '',
        label: labelFieldOf(answer, entry.key)
      })
    }
  }
  visit(menu)
  return sources
}
