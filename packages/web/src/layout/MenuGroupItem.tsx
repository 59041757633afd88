import ExpandLess from '@mui/icons-material/ExpandLess'
import ExpandMore from '@mui/icons-material/ExpandMore'
import { Collapse, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material'
import type { MenuGroup } from '@tutor-admin/shared'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { labelText } from '../i18n/labelText'
import { useLang } from '../i18n/useLang'
import { menuIcon } from './menuIcons'

export interface MenuGroupItemProps {
  group: MenuGroup
  mini: boolean
  depth: number
  initiallyOpen: boolean
  onExpandDrawer: () => void
  /** The group's entries, drawn by the menu tree one level deeper. */
  children: ReactNode
}

/** A group of the side menu: a header that opens and closes its entries (R-LAY-05). */
export function MenuGroupItem({
  group,
  mini,
  depth,
  initiallyOpen,
  onExpandDrawer,
  children
}: MenuGroupItemProps) {
  const { t } = useTranslation()
  const { lang } = useLang()
  const [open, setOpen] = useState(initiallyOpen)
  const title = group.title ? labelText(group.title, lang) : t(`menu.group.${group.key.replace(/\./g, '_')}`)
  const Icon = menuIcon(group.icon)
  const listId = `menu-group-${group.key.replace(/\./g, '-')}`
  const toggle = () => {
    if (mini) {
      onExpandDrawer()
      setOpen(true)
    } else setOpen(!open)
  }
  const header = (
    <ListItemButton
      onClick={toggle}
      aria-expanded={!mini && open}
      aria-controls={listId}
      aria-label={mini ? title : undefined}
      sx={{ minHeight: 44, pl: mini ? 2.5 : 2 + depth * 1.5, borderRadius: 1, mx: 1 }}
    >
      <ListItemIcon sx={{ minWidth: mini ? 0 : 40 }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      {!mini && (
        <>
          <ListItemText
            primary={title}
            slotProps={{ primary: { noWrap: true, variant: 'body2', sx: { fontWeight: 600 } } }}
          />
          {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
        </>
      )}
    </ListItemButton>
  )
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      {mini ? (
        <Tooltip title={title} placement="right">
          {header}
        </Tooltip>
      ) : (
        header
      )}
      <Collapse in={!mini && open} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding aria-label={title}>
          {children}
        </List>
      </Collapse>
    </ListItem>
  )
}
