import { Button, Chip, Stack, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import type { WebhookDelivery } from '@tutor-admin/shared/webhooks/webhook-events'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../i18n/dates'

const STATUS_COLORS = { pending: 'warning', delivered: 'success', failed: 'error' } as const
/** The log's columns on a wider screen (their titles' keys); a phone shows each delivery in one cell. */
export const DELIVERY_COLUMNS = ['at', 'event', 'status', 'code', 'ms', 'attempts', 'error', ''] as const
const RIGHT_ALIGNED = new Set<string>(['code', 'ms', 'attempts'])
const alignOf = (column: string) => (RIGHT_ALIGNED.has(column) ? 'right' : undefined)

/** The titles of the log's columns on a wider screen. */
export function DeliveryHead() {
  const { t } = useTranslation('webhooks')
  return (
    <TableHead>
      <TableRow>
        {DELIVERY_COLUMNS.map((column) => (
          <TableCell key={column} align={alignOf(column)}>
            {column && t(column)}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  )
}

export interface DeliveryRowProps {
  delivery: WebhookDelivery
  phone: boolean
  onRetry: (delivery: WebhookDelivery) => unknown
}

/**
 * One delivery of the log: its time, event, status (with the next try of a pending one), the
 * receiver's HTTP status, the response time, the tries, the last error and Retry. On a phone they
 * stack in one cell, so that the log never scrolls sideways.
 */
export function DeliveryRow({ delivery, phone, onRetry }: DeliveryRowProps) {
  const { t } = useTranslation('webhooks')
  const at = formatDate(delivery.created)
  const event = (
    <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
      {delivery.event}
    </Typography>
  )
  const status = (
    <Chip
      size="small"
      color={STATUS_COLORS[delivery.status]}
      label={t(`deliveryStatus.${delivery.status}`)}
    />
  )
  const nextTry = delivery.status === 'pending' && delivery.attempts > 0 && delivery.nextAt && (
    <Typography variant="caption" component="div" color="text.secondary">
      {t('nextAt', { time: formatDate(delivery.nextAt) })}
    </Typography>
  )
  const code = <span data-testid="delivery-code">{delivery.lastCode ?? '—'}</span>
  const ms = delivery.lastMs === null ? '—' : `${delivery.lastMs} ms`
  const retry = delivery.attempts > 0 && (
    <Button size="small" onClick={() => void onRetry(delivery)} data-testid="delivery-retry">
      {t('retry')}
    </Button>
  )
  const rowProps = { 'data-testid': 'delivery', 'data-status': delivery.status }

  if (phone)
    return (
      <TableRow {...rowProps}>
        <TableCell>
          {event}
          <Typography variant="caption" component="div" color="text.secondary">
            {at}
          </Typography>
          <Stack
            direction="row"
            useFlexGap
            sx={{ mt: 0.5, flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5 }}
          >
            {status}
            <Typography variant="body2">
              {t('code')} {code}
            </Typography>
            <Typography variant="body2">{ms}</Typography>
            <Typography variant="body2">
              {t('attempts')} {delivery.attempts}
            </Typography>
            {retry}
          </Stack>
          {nextTry}
          {delivery.lastError && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {delivery.lastError}
            </Typography>
          )}
        </TableCell>
      </TableRow>
    )
  return (
    <TableRow {...rowProps}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{at}</TableCell>
      <TableCell>{event}</TableCell>
      <TableCell>
        {status}
        {nextTry}
      </TableCell>
      <TableCell align={alignOf('code')}>{code}</TableCell>
      <TableCell align={alignOf('ms')} sx={{ whiteSpace: 'nowrap' }}>
        {ms}
      </TableCell>
      <TableCell align={alignOf('attempts')}>{delivery.attempts}</TableCell>
      <TableCell sx={{ maxWidth: 240, overflowWrap: 'anywhere' }}>{delivery.lastError ?? ''}</TableCell>
      <TableCell align="right">{retry}</TableCell>
    </TableRow>
  )
}
