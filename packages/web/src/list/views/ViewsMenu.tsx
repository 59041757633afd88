import BookmarksIcon from '@mui/icons-material/BookmarksOutlined'
import DeleteIcon from '@mui/icons-material/DeleteOutlined'
import EditIcon from '@mui/icons-material/EditOutlined'
import LinkIcon from '@mui/icons-material/Link'
import AddIcon from '@mui/icons-material/BookmarkAddOutlined'
import {
  Box,
  Button,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Tooltip
} from '@mui/material'
import type { SavedViewRecord } from '@tutor-admin/shared/list/saved-views'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../i18n/numbers'
import type { ListSetup } from '../useListSetup'
import { SaveViewDialog } from './SaveViewDialog'
import { useSavedViews } from './useSavedViews'

type Dialog = { kind: 'save' } | { kind: 'rename'; view: SavedViewRecord } | null

/**
 * The "Views" menu of a list's toolbar: the list's saved views with how many records each finds
 * now, a click opens one; save the current state as a view; rename, delete (own, or any for
 * admins) and copy the link that opens a view in another browser.
 */
export function ViewsMenu({ setup }: { setup: ListSetup }) {
  const { t } = useTranslation('list')
  const views = useSavedViews(setup)
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [dialog, setDialog] = useState<Dialog>(null)
  const [copied, setCopied] = useState<string | null>(null)
  const close = () => setAnchor(null)
  const copyLink = async (view: SavedViewRecord) => {
    await navigator.clipboard?.writeText(views.linkOf(view)).catch(() => undefined)
    setCopied(view._id)
  }
  return (
    <>
      <Button
        size="small"
        startIcon={<BookmarksIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="views-button"
        aria-haspopup="menu"
      >
        {t('views.title')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close} slotProps={{ list: { dense: true } }}>
        {views.views.length === 0 && (
          <MenuItem disabled>
            <ListItemText>{t('views.none')}</ListItemText>
          </MenuItem>
        )}
        {views.views.map((view, index) => (
          <MenuItem
            key={view._id}
            data-testid="saved-view"
            onClick={() => {
              views.open(view)
              close()
            }}
            sx={{ gap: 1, maxWidth: 420 }}
          >
            <ListItemText
              primary={view.name}
              secondary={t(`views.audiences.${view.audience}`, {
                role: view.role ? t(`views.roles.${view.role}`, { defaultValue: view.role }) : ''
              })}
              slotProps={{ primary: { noWrap: true } }}
            />
            <Box
              component="span"
              sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
              data-testid="view-count"
            >
              {views.counts[index] === undefined ? '…' : formatNumber(views.counts[index])}
            </Box>
            <Tooltip title={t(copied === view._id ? 'views.copied' : 'views.copyLink')}>
              <IconButton
                size="small"
                aria-label={t('views.copyLink')}
                data-testid="view-link"
                data-link={views.linkOf(view)}
                onClick={(event) => {
                  event.stopPropagation()
                  void copyLink(view)
                }}
              >
                <LinkIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            {views.mayEdit(view) && (
              <>
                <IconButton
                  size="small"
                  aria-label={t('views.rename')}
                  onClick={(event) => {
                    event.stopPropagation()
                    close()
                    setDialog({ kind: 'rename', view })
                  }}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t('views.delete')}
                  onClick={(event) => {
                    event.stopPropagation()
                    void views.remove(view)
                  }}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </>
            )}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          data-testid="view-save-current"
          onClick={() => {
            close()
            setDialog({ kind: 'save' })
          }}
        >
          <ListItemIcon>
            <AddIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('views.save')}</ListItemText>
        </MenuItem>
      </Menu>
      {dialog?.kind === 'save' && (
        <SaveViewDialog withAudience={views.mayShare} onSave={views.save} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'rename' && (
        <SaveViewDialog
          initialName={dialog.view.name}
          withAudience={false}
          onSave={(name) => views.rename(dialog.view, name)}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  )
}
