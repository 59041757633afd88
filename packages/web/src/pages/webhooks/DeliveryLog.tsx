import SendIcon from '@mui/icons-material/SendOutlined'
import {
  Alert,
  Button,
  Card,
  CardHeader,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TablePagination,
  TableRow,
  useMediaQuery,
  useTheme
} from '@mui/material'
import { UI_CONSTANTS } from '@tutor-admin/shared'
import type { WebhookDelivery, WebhookSubscription } from '@tutor-admin/shared/webhooks/webhook-events'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { describeError } from '../../errors/describeError'
import { useLang } from '../../i18n/useLang'
import { useAppStore } from '../../state/appStore'
import { DELIVERY_COLUMNS, DeliveryHead, DeliveryRow } from './DeliveryRow'
import { useDeliveries } from './useWebhooks'

const PAGE_SIZES = [25, 50, 100]

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
  const phone = useMediaQuery(useTheme().breakpoints.down(UI_CONSTANTS.mobileBreakpoint))
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
        <Table size="small" sx={{ minWidth: phone ? undefined : 760 }}>
          {/* A phone shows each delivery in one cell, under the card's own title. */}
          {!phone && <DeliveryHead />}
          <TableBody>
            {log.data?.data.map((delivery) => (
              <DeliveryRow key={delivery._id} delivery={delivery} phone={phone} onRetry={onRetry} />
            ))}
            {log.data?.data.length === 0 && (
              <TableRow>
                <TableCell colSpan={phone ? 1 : DELIVERY_COLUMNS.length}>{t('noDeliveries')}</TableCell>
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
