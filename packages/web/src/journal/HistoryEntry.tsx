import RestoreIcon from '@mui/icons-material/Restore'
import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material'
import type { ChangeRecord } from '@tutor-admin/shared'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ListColumn } from '../records/columns/buildColumns'
import type { CellContext } from '../records/columns/cellText'
import { columnLabel } from '../records/columns/columnLabel'
import { ChangeLine } from './ChangeLine'
import { DiffSide } from './DiffSide'
import { historyRows, type HistoryRow } from './historyRows'
import { historyValueText } from './historyValueText'
import { RichDiff } from './RichDiff'

export interface HistoryEntryProps {
  change: ChangeRecord
  columns: ListColumn[]
  context: CellContext
  who: string
  /** Restores the record, or the fields named, to this version; none when it may not be restored. */
  onRestore?: (fields?: string[]) => unknown
}

/** Where a value that needs no before and after column goes: below the label on phones. */
const WIDE = { xs: '1 / -1', sm: '2 / 4' }

/** One version of a record: who changed what when, each changed field before and after. */
export function HistoryEntry({ change, columns, context, who, onRestore }: HistoryEntryProps) {
  const { t } = useTranslation('list')
  const fields = useMemo(() => columns.map((column) => column.field), [columns])
  const rows = useMemo(() => historyRows(change.diff, fields), [change.diff, fields])
  const columnOf = (name: string) => columns.find((column) => column.name === name)
  const label = (name: string) => {
    const column = columnOf(name)
    return column ? columnLabel(column, context.lang, t) : name
  }
  const rowLabel = (row: HistoryRow) =>
    [
      label(row.field),
      row.lang && t(`common:lang.${row.lang}`, { defaultValue: row.lang }),
      row.item !== undefined && t('journal.item', { index: row.item })
    ]
      .filter(Boolean)
      .join(' · ')
  const side = (row: HistoryRow, value: unknown) => historyValueText(row, value, columnOf(row.field), context)
  return (
    <Box
      component="li"
      data-testid="history-entry"
      data-change={change._id}
      sx={{ listStyle: 'none', py: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <ChangeLine action={change.action} who={who} at={change.at} />
        {onRestore && (
          <Button
            size="small"
            startIcon={<RestoreIcon />}
            onClick={() => onRestore()}
            sx={{ ml: 'auto !important' }}
            data-testid="history-restore"
          >
            {t('journal.restoreVersion')}
          </Button>
        )}
      </Stack>
      {rows.map((row, index) => {
        const first = rows.findIndex((other) => other.field === row.field) === index
        const restorable = onRestore && first && row.kind !== 'hidden'
        return (
          <Box
            key={index}
            data-testid="history-row"
            data-field={row.field}
            sx={{
              display: 'grid',
              gap: 0.5,
              columnGap: 1,
              mb: 1,
              alignItems: 'start',
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr) 2.5rem',
                sm: '10rem minmax(0, 1fr) minmax(0, 1fr) 2.5rem'
              }
            }}
          >
            <Typography variant="caption" color="text.secondary" sx={{ pt: 0.5 }}>
              {rowLabel(row)}
            </Typography>
            {row.kind === 'hidden' ? (
              <Typography variant="body2" color="text.secondary" sx={{ gridColumn: WIDE }}>
                {t('journal.hidden')}
              </Typography>
            ) : row.kind === 'rich' ? (
              <Box sx={{ gridColumn: WIDE, minWidth: 0 }}>
                <RichDiff old={row.old} new={row.new} />
              </Box>
            ) : (
              <>
                <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, minWidth: 0 }}>
                  <DiffSide side="old" text={side(row, row.old)} />
                </Box>
                <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, minWidth: 0 }}>
                  <DiffSide side="new" text={side(row, row.new)} />
                </Box>
              </>
            )}
            {restorable && (
              <Box sx={{ gridColumn: { xs: 2, sm: 4 }, gridRow: { xs: 1, sm: 'auto' } }}>
                <Tooltip title={t('journal.restoreField', { field: label(row.field) })}>
                  <IconButton
                    size="small"
                    aria-label={t('journal.restoreField', { field: label(row.field) })}
                    onClick={() => onRestore([row.field])}
                    data-testid="history-restore-field"
                  >
                    <RestoreIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Box>
            )}
          </Box>
        )
      })}
    </Box>
  )
}
