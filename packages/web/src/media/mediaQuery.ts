import { DATA_CONSTANTS } from '@tutor-admin/shared'

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The MIME filter of a field's `fileType` (R-MED-02): `image/*` is `^image/`, `image/png` that type
 * alone, several patterns (comma separated) any of them; `*` or `*\/*` no filter.
 */
export const mimeFilter = (fileType: string = DATA_CONSTANTS.defaultFileType) => {
  const patterns = fileType
    .split(',')
    .map((pattern) => pattern.trim().toLowerCase())
    .filter(Boolean)
  if (patterns.length === 0 || patterns.some((pattern) => pattern === '*' || pattern === '*/*'))
    return undefined
  const parts = patterns.map((pattern) =>
    pattern.endsWith('/*') ? `${escapeRegex(pattern.slice(0, -1))}` : `${escapeRegex(pattern)}$`
  )
  return { $regex: parts.length === 1 ? `^${parts[0]}` : `^(${parts.join('|')})` }
}

/** Whether a file's type matches a `fileType` pattern as the file input's `accept` reads it. */
export const matchesFileType = (mime: string, fileType: string = DATA_CONSTANTS.defaultFileType) => {
  const filter = mimeFilter(fileType)
  return !filter || new RegExp(filter.$regex).test(mime.toLowerCase())
}

/**
 * The query of one page of the media library (C16, R-MED-02): newest first, 40 a page, of the
 * field's type, names containing the search.
 */
export const mediaPageQuery = ({
  fileType,
  search = '',
  page = 1
}: {
  fileType?: string
  search?: string
  page?: number
}) => {
  const mime = mimeFilter(fileType)
  const name = search.trim()
  return {
    ...(mime ? { mime } : {}),
    ...(name ? { name: { $contains: name } } : {}),
    $sort: { date: -1 },
    $limit: DATA_CONSTANTS.mediaPageSize,
    $skip: (page - 1) * DATA_CONSTANTS.mediaPageSize
  }
}
