import { ListItem, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material'
import type { ReactNode } from 'react'
import { LocaleLink } from '../i18n/LocaleLink'

export interface NavItemProps {
  to: string
  label: string
  icon: ReactNode
  active: boolean
  mini: boolean
  depth?: number
  onNavigate?: () => void
}

/** One link of the side menu: an `<a href>` to its page (R-LAY-04). */
export function NavItem({ to, label, icon, active, mini, depth = 0, onNavigate }: NavItemProps) {
  const button = (
    <ListItemButton
      component={LocaleLink}
      to={to}
      selected={active}
      aria-current={active ? 'page' : undefined}
      aria-label={mini ? label : undefined}
      onClick={onNavigate}
      sx={{ minHeight: 44, pl: mini ? 2.5 : 2 + depth * 1.5, borderRadius: 1, mx: 1 }}
    >
      <ListItemIcon sx={{ minWidth: mini ? 0 : 40 }}>{icon}</ListItemIcon>
      {!mini && <ListItemText primary={label} slotProps={{ primary: { noWrap: true, variant: 'body2' } }} />}
    </ListItemButton>
  )
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      {mini ? (
        <Tooltip title={label} placement="right">
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </ListItem>
  )
}
