import { alpha, AvatarGroup, Stack, Typography } from '@mui/material'
import type { PresenceUser } from '@tutor-admin/shared'
import { useTranslation } from 'react-i18next'
import { PresenceAvatar } from './PresenceAvatar'
import { editingText } from './editingText'

export interface PresenceBarProps {
  people: PresenceUser[]
}

/** "陳小姐 is editing": the others who have this record open, with their pictures; nothing when alone. */
export function PresenceBar({ people }: PresenceBarProps) {
  const { t } = useTranslation('editor')
  if (people.length === 0) return null
  return (
    <Stack
      direction="row"
      spacing={1}
      role="status"
      data-testid="presence"
      sx={{
        alignItems: 'center',
        mb: 2,
        px: 1.5,
        py: 1,
        borderRadius: 1,
        border: 1,
        borderColor: 'info.light',
        bgcolor: (theme) => alpha(theme.palette.info.main, 0.08)
      }}
    >
      <AvatarGroup max={4}>
        {people.map((person) => (
          <PresenceAvatar key={person._id} user={person} />
        ))}
      </AvatarGroup>
      <Typography variant="body2">{editingText(people, t)}</Typography>
    </Stack>
  )
}
