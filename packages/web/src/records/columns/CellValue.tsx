import { Stack } from '@mui/material'
import type { ListColumn } from './buildColumns'
import { formatDateParts } from '../../i18n/dates'
import { dateFormOf } from '@tutor-admin/shared'
import { cellText, type CellContext } from './cellText'
import { DateParts, EmailText, phoneParts } from './TextParts'
import { Thumbnail } from './Thumbnail'
import { TranslationBadge } from './TranslationBadge'
import type { AttachmentInfo } from '../references/useRefLabels'

export interface CellValueProps {
  value: unknown
  column: ListColumn
  context: CellContext
  attachments: ReadonlyMap<string, AttachmentInfo>
  /** Drawn on one line however narrow (a virtual list's fixed-height row): no parts to wrap between. */
  oneLine?: boolean
}

const MAX_THUMBNAILS = 4

/**
 * One cell of a list: attachments as thumbnails, everything else as text (R-LIST-08); a date's day
 * and time, an email address after its `@` and a phone number after its country code may go on
 * two lines unless `oneLine`.
 */
export function CellValue({ value, column, context, attachments, oneLine }: CellValueProps) {
  if (column.kind === 'attachment' || column.kind === 'attachments') {
    const ids = (Array.isArray(value) ? value : [value]).filter((id): id is string => typeof id === 'string')
    if (ids.length === 0) return null
    return (
      <Stack direction="row" spacing={0.5}>
        {ids.slice(0, MAX_THUMBNAILS).map((id) => (
          <Thumbnail key={id} id={id} name={attachments.get(id)?.name} />
        ))}
      </Stack>
    )
  }
  if (column.field.params?.translate)
    return (
      <>
        {cellText(value, column, context)}
        <TranslationBadge value={value} />
      </>
    )
  if (!oneLine && column.kind === 'date' && (typeof value === 'string' || typeof value === 'number'))
    return <DateParts parts={formatDateParts(value, dateFormOf(column.field.params))} />
  const text = cellText(value, column, context)
  if (oneLine) return <>{text}</>
  if (column.field.params?.email) return <EmailText text={text} />
  // A phone number may go on two lines between its country code and its number.
  const phone = column.kind === 'text' ? phoneParts(text) : undefined
  return phone ? <DateParts parts={phone} /> : <>{text}</>
}
