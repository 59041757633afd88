import { Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { displayKindOf } from '../../records/columns/buildColumns'
import { cellText } from '../../records/columns/cellText'
import { useCellContext } from '../../records/columns/useCellContext'
import { SafeHtml } from '../../records/rows/SafeHtml'
import type { ConflictItem } from './conflictItems'

const RICH = ['rich', 'translatedRich']
const REFERENCES = ['ref', 'refs', 'attachment', 'attachments']
const NO_LABELS = new Map<string, ReadonlyMap<string, string>>()

export interface ConflictValueProps {
  item: ConflictItem
  value: unknown
}

/** One side's value of a conflict, readable: rich text as it reads, others as the list shows them. */
export function ConflictValue({ item, value }: ConflictValueProps) {
  const { t } = useTranslation('editor')
  const context = useCellContext()
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length))
    return (
      <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {t('conflict.empty')}
      </Typography>
    )
  if (RICH.includes(item.widget)) return <SafeHtml html={String(value)} />
  const kind = displayKindOf(item.field)
  const text = item.lang
    ? String(value)
    : REFERENCES.includes(kind)
      ? [value].flat().join(', ')
      : cellText(
          value,
          { name: item.field.name, field: item.field, kind, sortable: false },
          {
            ...context,
            labels: NO_LABELS
          }
        )
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
      {text || JSON.stringify(value)}
    </Typography>
  )
}
