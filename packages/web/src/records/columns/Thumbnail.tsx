import ImageIcon from '@mui/icons-material/Image'
import { Avatar } from '@mui/material'
import { useState } from 'react'

export interface ThumbnailProps {
  id: string
  name?: string
  size?: number
}

/** An attachment's thumbnail (C17, R-LIST-07); an icon where the image cannot be shown. */
export function Thumbnail({ id, name, size = 36 }: ThumbnailProps) {
  const [failed, setFailed] = useState(false)
  return (
    <Avatar
      variant="rounded"
      alt={name ?? ''}
      src={failed ? undefined : `/api/thumbs/${encodeURIComponent(id)}.webp`}
      slotProps={{ img: { loading: 'lazy', onError: () => setFailed(true) } }}
      sx={{ width: size, height: size, bgcolor: 'action.hover', color: 'text.secondary' }}
    >
      <ImageIcon fontSize="small" />
    </Avatar>
  )
}
