import SearchIcon from '@mui/icons-material/Search'
import { Badge, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material'
import { isActiveCondition, type SearchCondition } from '@tutor-admin/shared'
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

export interface PhoneSearchProps {
  keyword: string
  conditions: SearchCondition[]
  open: boolean
  onOpen: (open: boolean) => void
  /** The keyword box and the chips. */
  children: ReactNode
}

/** The search on phones (R-LIST-11): a button with the count of what applies, the fields in a dialog. */
export function PhoneSearch({ keyword, conditions, open, onOpen, children }: PhoneSearchProps) {
  const { t } = useTranslation('list')
  const titleId = useId()
  const active = conditions.filter(isActiveCondition).length + (keyword.trim() ? 1 : 0)
  return (
    <>
      <Button
        variant="outlined"
        fullWidth
        startIcon={
          <Badge badgeContent={active} color="primary">
            <SearchIcon />
          </Badge>
        }
        onClick={() => onOpen(true)}
        data-testid="search-open"
        sx={{ mb: 1.5, justifyContent: 'flex-start', textTransform: 'none' }}
      >
        {keyword.trim() || t('search.open')}
      </Button>
      <Dialog
        open={open}
        onClose={() => onOpen(false)}
        fullScreen
        aria-labelledby={titleId}
        // Kept while closed: what was typed last is still searched once the throttle ends.
        keepMounted
      >
        <DialogTitle id={titleId}>{t('search.title')}</DialogTitle>
        <DialogContent role="search">{children}</DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => onOpen(false)}>
            {t('search.done')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
