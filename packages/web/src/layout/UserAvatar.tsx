import { Avatar } from '@mui/material'
import { personNameText } from '@tutor-admin/shared'
import { useAvatar } from '../api/useAvatar'
import type { Profile } from '../api/profile'

export interface UserAvatarProps {
  userId: string | undefined
  profile: Profile
  size: number
}

/** The user's picture, or the first letter of their name (decorative: the name is said beside it). */
export function UserAvatar({ userId, profile, size }: UserAvatarProps) {
  const { data: src } = useAvatar(userId, profile.modified)
  const name = personNameText(profile.name) || profile.email || ''
  return (
    <Avatar
      src={src ?? undefined}
      alt=""
      sx={{ width: size, height: size, bgcolor: 'secondary.main', fontSize: size * 0.45 }}
    >
      {name.slice(0, 1).toUpperCase()}
    </Avatar>
  )
}
