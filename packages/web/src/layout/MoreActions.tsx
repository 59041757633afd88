import MoreVertIcon from '@mui/icons-material/MoreVert'
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PageAction } from '../state/appStore'
import { useRunAction } from './ActionButton'

function MoreActionItem({ action, onPicked }: { action: PageAction; onPicked: () => void }) {
  const { running, run } = useRunAction(action)
  return (
    <MenuItem
      disabled={running}
      data-testid={`action-${action.key}`}
      onClick={() => {
        onPicked()
        void run()
      }}
    >
      {action.icon && <ListItemIcon>{action.icon}</ListItemIcon>}
      <ListItemText>{action.label}</ListItemText>
    </MenuItem>
  )
}

/** The page actions that do not fit a phone's top bar, behind a "more" button. */
export function MoreActions({ actions }: { actions: PageAction[] }) {
  const { t } = useTranslation()
  const menuId = useId()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const close = () => setAnchor(null)
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('layout.moreActions')}
        title={t('layout.moreActions')}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="more-actions"
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {actions.map((action) => (
          <MoreActionItem key={action.key} action={action} onPicked={close} />
        ))}
      </Menu>
    </>
  )
}
