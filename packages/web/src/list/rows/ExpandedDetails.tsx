import { Box, Stack, Typography } from '@mui/material'
import { translate, type FieldDef, type LinkedTable, type TranslatedText } from '@tutor-admin/shared'
import { useTranslation } from 'react-i18next'
import { displayKindOf } from '../../records/columns/buildColumns'
import { cellText, type CellContext } from '../../records/columns/cellText'
import { columnLabel } from '../../records/columns/columnLabel'
import type { Row } from '../../records/data/fetchRows'
import { LinkedRows } from '../../records/rows/LinkedRows'
import { SafeHtml } from '../../records/rows/SafeHtml'

export interface ExpandedDetailsProps {
  row: Row
  fields: FieldDef[]
  context: CellContext
  /** The route's linked records, shown below the fields (R-SCH-09). */
  linked?: LinkedTable
}

/**
 * The `expands` fields of an expanded row (R-LIST-08), rich text as its (cleaned) HTML, and the
 * route's linked records (R-SCH-09).
 */
export function ExpandedDetails({ row, fields, context, linked }: ExpandedDetailsProps) {
  const { t } = useTranslation('list')
  return (
    <Stack spacing={1.5} sx={{ py: 1.5 }} data-testid="row-details">
      {fields.map((field) => {
        const value = row[field.name]
        const kind = displayKindOf(field)
        const label = columnLabel({ name: field.name, field }, context.lang, t)
        const html =
          kind === 'rich'
            ? Array.isArray(value)
              ? translate(value as TranslatedText[], context.lang)
              : String(value ?? '')
            : ''
        return (
          <Box key={field.name}>
            <Typography variant="caption" color="text.secondary" component="div">
              {label}
            </Typography>
            {kind === 'rich' ? (
              <SafeHtml html={html} />
            ) : (
              <Typography variant="body2">
                {cellText(value, { name: field.name, field, kind, sortable: false }, context)}
              </Typography>
            )}
          </Box>
        )
      })}
      {linked && <LinkedRows linked={linked} id={row._id} context={context} />}
    </Stack>
  )
}
