import DevicesIcon from '@mui/icons-material/Devices'
import { Box, Button, Card, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { formatDate, fromNow } from '../../i18n/dates'
import { useSessions } from './useSessions'

/**
 * The signed-in person's live sessions: device, address and last use, "this device" on the one
 * in use; each other session can be ended, which signs that browser out at its next action.
 */
export function SessionsPanel() {
  const { t } = useTranslation('profile')
  const { sessions, isPending, end } = useSessions()
  return (
    <Card sx={{ mt: 3 }} data-testid="sessions-panel">
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          {t('sessions.title')}
        </Typography>
        {isPending && <Skeleton height={56} />}
        <Stack spacing={1.5}>
          {sessions.map((item) => (
            <Stack
              key={item._id}
              direction="row"
              spacing={2}
              sx={{ alignItems: 'center' }}
              data-testid="session-row"
              data-id={item._id}
            >
              <DevicesIcon color="action" />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {item.device === 'unknown' ? t('sessions.unknownDevice') : item.device}
                  {item.current && (
                    <Chip size="small" color="primary" label={t('sessions.thisDevice')} sx={{ ml: 1 }} />
                  )}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {t('sessions.seen', { address: item.address || '—', when: fromNow(item.lastSeen) })}
                  <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                    {' · '}
                    {t('sessions.since', { date: formatDate(item.created) })}
                  </Box>
                </Typography>
              </Box>
              {!item.current && (
                <Button
                  variant="outlined"
                  color="error"
                  size="small"
                  loading={end.isPending && end.variables === item._id}
                  onClick={() => end.mutate(item._id)}
                  data-testid="session-end"
                >
                  {t('sessions.end')}
                </Button>
              )}
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  )
}
