import { Avatar } from '@mui/material'
import type { PresenceUser } from '@tutor-admin/shared'

export interface PresenceAvatarProps {
  user: PresenceUser
  size?: number
}

/** A person's picture (`/api/users/pic/{id}`), else the first letter of their name. */
export function PresenceAvatar({ user, size = 28 }: PresenceAvatarProps) {
  return (
    <Avatar
      src={`/api/users/pic/${encodeURIComponent(user._id)}`}
      alt={user.name}
      sx={{ width: size, height: size, fontSize: size * 0.45 }}
    >
      {user.name.slice(0, 1).toUpperCase()}
    </Avatar>
  )
}
