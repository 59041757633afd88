import {
  Button,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme
} from '@mui/material'
import { UI_CONSTANTS } from '@tutor-admin/shared'
import type { WebhookSubscription } from '@tutor-admin/shared/webhooks/webhook-events'
import { useTranslation } from 'react-i18next'

interface SubscriptionTableProps {
  /** Undefined until they have loaded. */
  subscriptions: WebhookSubscription[] | undefined
  chosenId?: string
  onChoose(subscription: WebhookSubscription): void
  onEdit(subscription: WebhookSubscription): void
  onRotate(subscription: WebhookSubscription): void
  onRemove(subscription: WebhookSubscription): void
}

/**
 * The subscriptions: URL, events, active or paused and their buttons, a row chosen for its delivery
 * log. On a phone each is one cell, its events, state and buttons under its URL, so that nothing
 * is cut at the screen's edge.
 */
export function SubscriptionTable({ subscriptions, chosenId, onChoose, ...act }: SubscriptionTableProps) {
  const { t } = useTranslation('webhooks')
  const theme = useTheme()
  const phone = useMediaQuery(theme.breakpoints.down(UI_CONSTANTS.mobileBreakpoint))

  const events = (subscription: WebhookSubscription) => t('eventCount', { count: subscription.events.length })
  const state = (subscription: WebhookSubscription) => (
    <Chip
      size="small"
      color={subscription.active ? 'success' : 'default'}
      label={subscription.active ? t('active') : t('paused')}
    />
  )
  const buttons = (subscription: WebhookSubscription) => (
    <>
      <Button size="small" onClick={() => act.onEdit(subscription)}>
        {t('edit')}
      </Button>
      <Button size="small" onClick={() => act.onRotate(subscription)}>
        {t('rotate')}
      </Button>
      <Button size="small" color="error" onClick={() => act.onRemove(subscription)}>
        {t('remove')}
      </Button>
    </>
  )

  return (
    <TableContainer>
      <Table size="small" sx={{ minWidth: phone ? undefined : 640 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('url')}</TableCell>
            {!phone && <TableCell>{t('events')}</TableCell>}
            {!phone && <TableCell>{t('status')}</TableCell>}
            {!phone && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {subscriptions?.map((subscription) => (
            <TableRow
              key={subscription._id}
              hover
              selected={subscription._id === chosenId}
              onClick={() => onChoose(subscription)}
              sx={{ cursor: 'pointer' }}
              data-testid="subscription"
            >
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: phone ? undefined : 200 }}>
                {subscription.url}
                {subscription.description && (
                  <Typography variant="caption" component="div" color="text.secondary">
                    {subscription.description}
                  </Typography>
                )}
                {phone && (
                  <>
                    <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center' }}>
                      <Typography variant="body2" title={subscription.events.join('\n')}>
                        {events(subscription)}
                      </Typography>
                      {state(subscription)}
                    </Stack>
                    <Stack
                      direction="row"
                      sx={{ mt: 0.5, ml: -1 }}
                      onClick={(event) => event.stopPropagation()}
                    >
                      {buttons(subscription)}
                    </Stack>
                  </>
                )}
              </TableCell>
              {!phone && (
                <TableCell sx={{ whiteSpace: 'nowrap' }} title={subscription.events.join('\n')}>
                  {events(subscription)}
                </TableCell>
              )}
              {!phone && <TableCell>{state(subscription)}</TableCell>}
              {!phone && (
                <TableCell
                  align="right"
                  sx={{ whiteSpace: 'nowrap' }}
                  onClick={(event) => event.stopPropagation()}
                >
                  {buttons(subscription)}
                </TableCell>
              )}
            </TableRow>
          ))}
          {subscriptions?.length === 0 && (
            <TableRow>
              <TableCell colSpan={phone ? 1 : 4}>{t('none')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
