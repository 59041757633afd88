import type { MenuEntry } from '@tutor-admin/shared'
import { labelText } from '../i18n/labelText'
import { useLang } from '../i18n/useLang'
import { MenuGroupItem } from './MenuGroupItem'
import { containsPath, isActive } from './menuPaths'
import { menuIcon } from './menuIcons'
import { NavItem } from './NavItem'

export interface MenuTreeProps {
  entries: MenuEntry[]
  mini: boolean
  depth?: number
  /** The drawer is mini: a group click opens it first. */
  onExpandDrawer: () => void
  onNavigate?: () => void
}

/** The generated part of the side menu: pages and nested, collapsible groups (R-LAY-04, R-LAY-05). */
export function MenuTree({ entries, mini, depth = 0, onExpandDrawer, onNavigate }: MenuTreeProps) {
  const { lang, path } = useLang()
  return (
    <>
      {entries.map((entry) => {
        if (entry.kind === 'page') {
          const Icon = menuIcon(entry.icon)
          return (
            <NavItem
              key={entry.key}
              to={entry.path}
              label={labelText(entry.title, lang)}
              icon={<Icon fontSize="small" />}
              active={isActive(entry.path, path)}
              mini={mini}
              depth={depth}
              onNavigate={onNavigate}
            />
          )
        }
        return (
          <MenuGroupItem
            key={entry.key}
            group={entry}
            mini={mini}
            depth={depth}
            initiallyOpen={containsPath(entry, path)}
            onExpandDrawer={onExpandDrawer}
          >
            <MenuTree
              entries={entry.children}
              mini={mini}
              depth={depth + 1}
              onExpandDrawer={onExpandDrawer}
              onNavigate={onNavigate}
            />
          </MenuGroupItem>
        )
      })}
    </>
  )
}
