import {
  editorSettingsOf,
  tableRules,
  type Lang,
  type MenuEntry,
  type SchemasAnswer,
  type UserLike
} from '@tutor-admin/shared'
import type { PaletteAnswer } from '@tutor-admin/shared/search/palette-search'
import { labelText } from '../i18n/labelText'

/** One line of the palette: where it goes, or the page action it runs once its page is open. */
export interface PaletteItem {
  id: string
  label: string
  detail?: string
  /** Path without the language prefix. */
  to: string
  /** A page action (`import`) run on the page `to` once it offers it. */
  action?: string
}

export interface PaletteSection {
  id: string
  heading: string
  items: PaletteItem[]
}

type Translate = (key: string, options?: Record<string, unknown>) => string

export interface PaletteSources {
  menu: MenuEntry[]
  schemas: SchemasAnswer | undefined
  user: UserLike | null | undefined
  lang: Lang
  t: Translate
}

/** A collection's page in the menu: its path and its name in the language, by collection name. */
const pagesOf = (menu: MenuEntry[], lang: Lang) => {
  const pages = new Map<string, { path: string; name: string }>()
  const visit = (entries: MenuEntry[]) => {
    for (const entry of entries)
      if (entry.kind === 'group') visit(entry.children)
      else pages.set(entry.key, { path: entry.path, name: labelText(entry.title, lang) })
  }
  visit(menu)
  return pages
}

const matches = (label: string, term: string) =>
  term === '' || label.toLowerCase().includes(term.toLowerCase())

/** Most pages and actions shown before anything is typed. */
const FIRST_SHOWN = 6

/**
 * The palette's sections for a term: the records the server found, one section per collection in
 * its order (best matched first), then the pages and the actions ("New", "Import", "Trash") whose
 * names hold the term, in the console's language. Pages and actions come first when one of their
 * names begins with the term.
 */
export const paletteSections = (
  term: string,
  answer: PaletteAnswer | undefined,
  { menu, schemas, user, lang, t }: PaletteSources
): PaletteSection[] => {
  const pages = pagesOf(menu, lang)
  const settingsOf = (name: string) =>
    schemas ? editorSettingsOf(schemas.schemas[name], schemas.appName) : undefined
  const records: PaletteSection[] = (answer?.groups ?? []).flatMap((group) => {
    const page = pages.get(group.collection)
    if (!page) return []
    const virtual = settingsOf(group.collection)?.virtual
    return [
      {
        id: `records-${group.collection}`,
        heading: page.name,
        items: group.records.map((record) => ({
          id: `${group.collection}/${record._id}`,
          label: record.title,
          detail: record.detail,
          to: virtual
            ? `${page.path}?edit=${encodeURIComponent(record._id)}`
            : `${page.path}/edit/${encodeURIComponent(record._id)}`
        }))
      }
    ]
  })
  const pageItems: PaletteItem[] = []
  const actionItems: PaletteItem[] = []
  for (const [name, page] of pages) {
    pageItems.push({ id: `page-${name}`, label: page.name, to: page.path })
    const rules = tableRules(user, settingsOf(name))
    if (rules.create)
      actionItems.push({
        id: `new-${name}`,
        label: t('palette:actions.new', { name: page.name }),
        to: `${page.path}/edit`
      })
    if (rules.import)
      actionItems.push({
        id: `import-${name}`,
        label: t('palette:actions.import', { name: page.name }),
        to: page.path,
        action: 'import'
      })
    if (rules.remove)
      actionItems.push({
        id: `trash-${name}`,
        label: t('palette:actions.trash', { name: page.name }),
        to: `${page.path}/trash`
      })
  }
  const pick = (items: PaletteItem[]) => {
    const found = items.filter((item) => matches(item.label, term))
    return term === '' ? found.slice(0, FIRST_SHOWN) : found
  }
  const commands: PaletteSection[] = [
    { id: 'pages', heading: t('palette:sections.pages'), items: pick(pageItems) },
    { id: 'actions', heading: t('palette:sections.actions'), items: pick(actionItems) }
  ].filter((section) => section.items.length > 0)
  const lower = term.toLowerCase()
  const commandsFirst =
    term !== '' &&
    commands.some((section) => section.items.some((item) => item.label.toLowerCase().startsWith(lower)))
  return commandsFirst ? [...commands, ...records] : [...records, ...commands]
}
