import SendIcon from '@mui/icons-material/SendOutlined'
import {
  Alert,
  Button,
  Card,
  CardHeader,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography
} from '@mui/material'
import type { WebhookDelivery, WebhookSubscription } from '@tutor-admin/shared/webhooks/webhook-events'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { describeError } from '../../errors/describeError'
import { formatDate } from '../../i18n/dates'
import { useLang } from '../../i18n/useLang'
import { useAppStore } from '../../state/appStore'
import { useDeliveries } from './useWebhooks'

const PAGE_SIZES = [25, 50, 100]
const STATUS_COLORS = { pending: 'warning', delivered: 'success', failed: 'error' } as const

export interface DeliveryLogProps {
  subscription: WebhookSubscription
}

/**
 * A subscription's delivery log, newest first and read again every 2 s: each event's status, the
 * receiver's HTTP status, the response time, the tries and the last error, with Retry; and
 * "Send a test event".
 */
export function DeliveryLog({ subscription }: DeliveryLogProps) {
  const { t } = useTranslation('webhooks')
  const { lang } = useLang()
  const [page, setPage] = useState(0)
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0])
  const { log, test, retry } = useDeliveries(subscription._id, page, pageSize)
  const setSuccess = useAppStore((state) => state.setSuccess)
  const setError = useAppStore((state) => state.setError)
  const failed = (error: unknown) => setError(describeError(error, { t, lang }).message)
  const onRetry = (delivery: WebhookDelivery) =>
    retry.mutateAsync(delivery._id).then(() => setSuccess(t('retried')), failed)
  return (
    <Card sx={{ mt: 2 }} data-testid="delivery-log">
      <CardHeader
        title={t('log')}
        subheader={subscription.url}
        slotProps={{ subheader: { sx: { overflowWrap: 'anywhere' } } }}
        action={
          <Button
            startIcon={<SendIcon />}
            onClick={() => void test.mutateAsync().then(() => setSuccess(t('testSent')), failed)}
            data-testid="webhook-test"
          >
            {t('test')}
          </Button>
        }
        sx={{ flexWrap: 'wrap', '& .MuiCardHeader-action': { alignSelf: 'center' } }}
      />
      {log.error && (
        <Alert severity="error" role="alert" sx={{ m: 2 }}>
          {describeError(log.error, { t, lang }).message}
        </Alert>
      )}
      <TableContainer>
        <Table size="small" sx={{ minWidth: 760 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('at')}</TableCell>
              <TableCell>{t('event')}</TableCell>
              <TableCell>{t('status')}</TableCell>
              <TableCell align="right">{t('code')}</TableCell>
              <TableCell align="right">{t('ms')}</TableCell>
              <TableCell align="right">{t('attempts')}</TableCell>
              <TableCell>{t('error')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {log.data?.data.map((delivery) => (
              <TableRow key={delivery._id} data-testid="delivery" data-status={delivery.status}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(delivery.created)}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                  {delivery.event}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={STATUS_COLORS[delivery.status]}
                    label={t(`deliveryStatus.${delivery.status}`)}
                  />
                  {delivery.status === 'pending' && delivery.attempts > 0 && delivery.nextAt && (
                    <Typography variant="caption" component="div" color="text.secondary">
                      {t('nextAt', { time: formatDate(delivery.nextAt) })}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right" data-testid="delivery-code">
                  {delivery.lastCode ?? '—'}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {delivery.lastMs === null ? '—' : `${delivery.lastMs} ms`}
                </TableCell>
                <TableCell align="right">{delivery.attempts}</TableCell>
                <TableCell sx={{ maxWidth: 240, overflowWrap: 'anywhere' }}>
                  {delivery.lastError ?? ''}
                </TableCell>
                <TableCell align="right">
                  {delivery.attempts > 0 && (
                    <Button size="small" onClick={() => void onRetry(delivery)} data-testid="delivery-retry">
                      {t('retry')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
            {log.data?.data.length === 0 && (
              <TableRow>
                <TableCell colSpan={8}>{t('noDeliveries')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={log.data?.total ?? 0}
        page={page}
        onPageChange={(_event, next) => setPage(next)}
        rowsPerPage={pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        onRowsPerPageChange={(event) => {
          setPageSize(Number(event.target.value))
          setPage(0)
        }}
        labelRowsPerPage={t('perPage')}
        labelDisplayedRows={({ from, to, count }) => t('range', { from, to, count })}
      />
    </Card>
  )
}
