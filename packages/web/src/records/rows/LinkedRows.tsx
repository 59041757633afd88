import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import type { LinkedTable } from '@tutor-admin/shared'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useSchemas } from '../../api/useSchemas'
import { LocaleLink } from '../../i18n/LocaleLink'
import { labelText } from '../../i18n/labelText'
import { buildColumns } from '../columns/buildColumns'
import { CellValue } from '../columns/CellValue'
import type { CellContext } from '../columns/cellText'
import { columnLabel } from '../columns/columnLabel'
import { fetchListPage } from '../data/fetchRows'
import { linkedListState, linkedQuery, type LinkedRecords } from './linkedRows'
import { listRouteByName } from '../listRoute'
import { sessionFind } from '../data/sessionFind'
import { useRefLabels } from '../references/useRefLabels'

export interface LinkedRowsProps {
  linked: LinkedTable
  /** The record the rows belong to. */
  id: string
  context: Omit<CellContext, 'labels'>
}

/**
 * The records of a route's `linkedTable` that belong to an expanded row (R-SCH-09), e.g. the
 * students who joined a lesson, with a link to their list filtered to this record.
 */
export function LinkedRows({ linked, id, context }: LinkedRowsProps) {
  const { t } = useTranslation('list')
  const answer = useSchemas().data
  const route = answer ? listRouteByName(answer, linked.table) : undefined
  const query = linkedQuery(linked, id)
  const { data } = useQuery({
    queryKey: ['list', linked.service, query, false],
    queryFn: async (): Promise<LinkedRecords> => {
      const page = await fetchListPage(sessionFind, linked.service, query)
      return { $linkedId: id, $linked: page.data, total: page.total }
    }
  })
  const columns = useMemo(
    () =>
      route
        ? // The field pointing back at the expanded record is the same in every row.
          buildColumns(route.collection, route.settings, { warn: () => undefined }).filter(
            (column) => column.name !== linked.field
          )
        : [],
    [route, linked.field]
  )
  const rows = useMemo(() => data?.$linked ?? [], [data])
  const { labels, attachments } = useRefLabels(columns, rows, context.lang)
  const cellContext = useMemo(() => ({ ...context, labels }), [context, labels])
  if (!route) return null
  return (
    <Box data-testid="linked-rows">
      <Typography variant="caption" color="text.secondary" component="div">
        {labelText(route.settings.name, context.lang) || linked.table}
        {data && ` · ${t('rows', { count: data.total })}`}
      </Typography>
      {rows.length > 0 && (
        <Table size="small" sx={{ my: 0.5 }}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.name}>{columnLabel(column, context.lang, t)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row._id}>
                {columns.map((column) => (
                  <TableCell key={column.name}>
                    <CellValue
                      value={row[column.name]}
                      column={column}
                      context={cellContext}
                      attachments={attachments}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {data && data.total > rows.length && (
        <Link
          component={LocaleLink}
          to={`${route.path}?q=${encodeURIComponent(linkedListState(linked, id))}`}
          variant="body2"
        >
          {t('linked.all', { count: data.total })}
        </Link>
      )}
    </Box>
  )
}
