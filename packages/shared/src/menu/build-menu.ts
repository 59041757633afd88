import { editorSettingsOf } from '../catalogue/app'
import type { SchemasAnswer } from '../catalogue/catalogue.types'
import { UI_CONSTANTS } from '../constants'
import { isAdmin, type UserLike } from '../permissions/roles'
import { tableRules } from '../permissions/table-rules'
import { ADMINS_PATH, pagePath } from './page-path'

type Labels = Partial<Record<'en' | 'cht' | 'chs', string>>

/** A page of the menu: a link to a collection's list page. */
export interface MenuPage {
  kind: 'page'
  /** The collection name. */
  key: string
  title: Labels
  path: string
  icon?: string
  order: number
}

/** A group of the menu, nested by its dotted path (R-LAY-05). */
export interface MenuGroup {
  kind: 'group'
  /** The full dotted path, e.g. `options.findTeacher`. */
  key: string
  /** Title from the schemas answer; without one the interface translates the key. */
  title?: Labels
  icon?: string
  order: number
  children: MenuEntry[]
}

export type MenuEntry = MenuPage | MenuGroup

const groupOrder = (group: MenuGroup, configured: number | undefined) =>
  configured ?? group.children[0]?.order ?? UI_CONSTANTS.menuDefaultOrder

/** Sorts a group's entries by order (stable) and gives each nested group its order (R-LAY-06). */
const settle = (group: MenuGroup, answer: SchemasAnswer): void => {
  for (const child of group.children) if (child.kind === 'group') settle(child, answer)
  for (const child of group.children)
    if (child.kind === 'group') child.order = groupOrder(child, answer.groups?.[child.key]?.order)
  group.children.sort((a, b) => a.order - b.order)
}

/**
 * The generated side menu (R-LAY-04..07): every page of the current app the user may read,
 * nested by its dotted group, sorted by order (default 9999). A group takes its title and icon
 * from the answer's `groups`, else the icon from a page's `groupIcon`, and its order from its
 * first child. Pages with `menu: false` and the admins page for anyone but admins are left out.
 */
export const buildMenu = (answer: SchemasAnswer, user: UserLike | null | undefined): MenuEntry[] => {
  const root: MenuGroup = { kind: 'group', key: '', order: 0, children: [] }
  const groups = new Map<string, MenuGroup>([['', root]])
  const groupAt = (key: string): MenuGroup => {
    const existing = groups.get(key)
    if (existing) return existing
    const parentKey = key.includes('.') ? key.slice(0, key.lastIndexOf('.')) : ''
    const def = answer.groups?.[key]
    const group: MenuGroup = { kind: 'group', key, title: def?.name, icon: def?.icon, order: 0, children: [] }
    groupAt(parentKey).children.push(group)
    groups.set(key, group)
    return group
  }
  for (const [name, schema] of Object.entries(answer.schemas)) {
    const settings = editorSettingsOf(schema, answer.appName)
    if (!settings || settings.menu === false || !tableRules(user, settings).read) continue
    const path = pagePath(name, settings)
    if (path === ADMINS_PATH && !isAdmin(user)) continue
    const group = settings.group ? groupAt(settings.group) : root
    group.children.push({
      kind: 'page',
      key: name,
      title: settings.name ?? { en: name },
      path,
      icon: settings.icon,
      order: settings.order ?? UI_CONSTANTS.menuDefaultOrder
    })
    if (group !== root && !group.icon && settings.groupIcon) group.icon = settings.groupIcon
  }
  settle(root, answer)
  return root.children
}
