import EditNoteIcon from '@mui/icons-material/EditNote'
import { Box } from '@mui/material'
import type { PresenceUser } from '@tutor-admin/shared'
import { useTranslation } from 'react-i18next'
import { editingText } from '../../presence/editingText'

export interface EditingMarkProps {
  people: PresenceUser[]
}

/** A row's mark that someone else has its record open; their names as the tooltip. */
export function EditingMark({ people }: EditingMarkProps) {
  const { t } = useTranslation()
  const text = editingText(people, t)
  return (
    <Box
      component="span"
      role="img"
      title={text}
      aria-label={text}
      data-testid="row-editing"
      sx={{ display: 'inline-flex', verticalAlign: 'middle', color: 'info.main', mx: 0.5 }}
    >
      <EditNoteIcon fontSize="small" />
    </Box>
  )
}
