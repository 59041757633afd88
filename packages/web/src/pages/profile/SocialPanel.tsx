import LinkIcon from '@mui/icons-material/Link'
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material'
import type { SocialProvider } from '@tutor-admin/shared'
import { useTranslation } from 'react-i18next'
import { useAppStore } from '../../state/appStore'
import { useSocialConnections } from '../../social/useSocialConnections'

/**
 * The social providers one may sign in with, whether this browser is connected to each, and
 * "Disconnect", which takes the console's permission back at the provider (R-AUTH-16). Nothing
 * when the deployment configures no provider.
 */
export function SocialPanel() {
  const { t } = useTranslation('profile')
  const { connections, disconnect } = useSocialConnections()
  if (connections.length === 0) return null
  const leave = (provider: SocialProvider) =>
    disconnect.mutate(provider, {
      onSuccess: () => useAppStore.getState().setSuccess(t('social.disconnected', { name: provider.name })),
      onError: (error) =>
        useAppStore.getState().setError(t('social.disconnectFailed', { name: provider.name }), error.message)
    })
  return (
    <Card sx={{ mt: 3 }} data-testid="social-panel">
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <LinkIcon color="action" />
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t('social.title')}
          </Typography>
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('social.intro')}
        </Typography>
        <Stack spacing={1.5}>
          {connections.map(({ provider, connected, failed }) => (
            <Stack
              key={provider.id}
              direction="row"
              spacing={2}
              sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
              data-testid={`social-connection-${provider.id}`}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{provider.name}</Typography>
              </Box>
              <Chip
                size="small"
                color={connected ? 'success' : 'default'}
                label={t(
                  failed
                    ? 'social.unavailable'
                    : connected === undefined
                      ? 'social.checking'
                      : connected
                        ? 'social.connected'
                        : 'social.notConnected'
                )}
                data-testid="social-connection-state"
              />
              {connected && (
                <Button
                  variant="outlined"
                  color="error"
                  size="small"
                  loading={disconnect.isPending && disconnect.variables?.id === provider.id}
                  onClick={() => leave(provider)}
                  data-testid="social-disconnect"
                >
                  {t('social.disconnect')}
                </Button>
              )}
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  )
}
