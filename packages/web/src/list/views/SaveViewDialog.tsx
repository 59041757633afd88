import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material'
import { ADMIN_TYPES } from '@tutor-admin/shared'
import { SAVED_VIEW_AUDIENCES, SAVED_VIEW_LIMITS } from '@tutor-admin/shared/list/saved-views'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ViewAudience } from './useSavedViews'

export interface SaveViewDialogProps {
  /** The name it starts with: a rename when given. */
  initialName?: string
  /** Offer the audience (admins saving a new view). */
  withAudience: boolean
  onSave: (name: string, audience: ViewAudience) => Promise<unknown>
  onClose: () => void
}

/** Names a view of the list (a new one, or a rename) and, for admins, who sees it. */
export function SaveViewDialog({ initialName = '', withAudience, onSave, onClose }: SaveViewDialogProps) {
  const { t } = useTranslation('list')
  const [name, setName] = useState(initialName)
  const [audience, setAudience] = useState<ViewAudience>({ audience: 'own' })
  const [error, setError] = useState<string | null>(null)
  const submit = async () => {
    try {
      await onSave(name.trim(), audience)
      onClose()
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
    }
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t(initialName ? 'views.rename' : 'views.saveTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          autoFocus
          label={t('views.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: SAVED_VIEW_LIMITS.maxName, 'data-testid': 'view-name' } }}
          error={Boolean(error)}
          helperText={error}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && name.trim()) void submit()
          }}
        />
        {withAudience && (
          <TextField
            select
            label={t('views.audience')}
            value={audience.audience === 'role' ? `role:${audience.role}` : audience.audience}
            onChange={(event) => {
              const [kind, role] = event.target.value.split(':')
              setAudience(
                kind === 'role' ? { audience: 'role', role } : { audience: kind as ViewAudience['audience'] }
              )
            }}
          >
            {SAVED_VIEW_AUDIENCES.flatMap((kind) =>
              kind === 'role'
                ? ADMIN_TYPES.map((role) => (
                    <MenuItem key={role} value={`role:${role}`}>
                      {t('views.audiences.role', { role: t(`views.roles.${role}`) })}
                    </MenuItem>
                  ))
                : [
                    <MenuItem key={kind} value={kind}>
                      {t(`views.audiences.${kind}`)}
                    </MenuItem>
                  ]
            )}
          </TextField>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('views.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!name.trim()}
          onClick={() => void submit()}
          data-testid="view-save"
        >
          {t('views.saveButton')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
