import AddIcon from '@mui/icons-material/Add'
import { Alert, Button, Card, Stack, Typography } from '@mui/material'
import { editorSettingsOf } from '@tutor-admin/shared'
import type { WebhookSubscription } from '@tutor-admin/shared/webhooks/webhook-events'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSchemas } from '../../api/useSchemas'
import { describeError } from '../../errors/describeError'
import { labelText } from '../../i18n/labelText'
import { useLang } from '../../i18n/useLang'
import { confirmDialog } from '../../layout/confirmDialog'
import { PageContainer } from '../../layout/PageContainer'
import { useAppStore } from '../../state/appStore'
import { usePageTitle } from '../../state/usePageTitle'
import { DeliveryLog } from './DeliveryLog'
import { SecretDialog } from './SecretDialog'
import { SubscriptionDialog } from './SubscriptionDialog'
import { SubscriptionTable } from './SubscriptionTable'
import { useWebhooks } from './useWebhooks'

/**
 * Webhooks, for administrators: the subscriptions (URL, events, active or paused), making and
 * editing one with the events picked per collection, its signing secret shown once when made or
 * rotated, and the chosen subscription's delivery log with "Send a test event" and Retry.
 */
export function WebhooksPage() {
  const { t } = useTranslation('webhooks')
  const { lang } = useLang()
  usePageTitle(t('title'))
  const { list, save, rotate, remove } = useWebhooks()
  const schemas = useSchemas().data
  const [editing, setEditing] = useState<WebhookSubscription | 'new'>()
  const [chosenId, setChosenId] = useState<string>()
  const [secret, setSecret] = useState<string>()
  const setSuccess = useAppStore((state) => state.setSuccess)
  const setError = useAppStore((state) => state.setError)
  const failed = (error: unknown) => setError(describeError(error, { t, lang }).message)
  const collections = useMemo(
    () =>
      Object.entries(schemas?.schemas ?? {})
        .filter(([, schema]) => schema.table !== false)
        .map(([name, schema]) => ({
          name,
          label: labelText(editorSettingsOf(schema, schemas?.appName)?.name, lang) || name,
          publishable: schema.fields.some((field) => field.name === 'status')
        })),
    [schemas, lang]
  )
  const subscriptions = list.data?.data ?? []
  const chosen = subscriptions.find((item) => item._id === chosenId) ?? subscriptions[0]

  const onRotate = async (subscription: WebhookSubscription) => {
    if (!(await confirmDialog({ title: t('rotateTitle'), text: t('rotateText'), confirmLabel: t('rotate') })))
      return
    await rotate.mutateAsync(subscription._id).then((rotated) => setSecret(rotated.secret), failed)
  }
  const onRemove = async (subscription: WebhookSubscription) => {
    const sure = await confirmDialog({
      title: t('removeTitle', { url: subscription.url }),
      text: t('removeText'),
      confirmLabel: t('remove')
    })
    if (sure) await remove.mutateAsync(subscription._id).then(() => setSuccess(t('removed')), failed)
  }

  return (
    <PageContainer>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {t('intro')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setEditing('new')}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
          data-testid="webhook-new"
        >
          {t('new')}
        </Button>
      </Stack>
      <Card>
        {list.error && (
          <Alert severity="error" role="alert" sx={{ m: 2 }}>
            {describeError(list.error, { t, lang }).message}
          </Alert>
        )}
        <SubscriptionTable
          subscriptions={list.data?.data}
          chosenId={chosen?._id}
          onChoose={(subscription) => setChosenId(subscription._id)}
          onEdit={setEditing}
          onRotate={(subscription) => void onRotate(subscription)}
          onRemove={(subscription) => void onRemove(subscription)}
        />
      </Card>
      {chosen && <DeliveryLog key={chosen._id} subscription={chosen} />}
      <SubscriptionDialog
        open={editing !== undefined}
        subscription={editing === 'new' ? undefined : editing}
        collections={collections}
        onClose={() => setEditing(undefined)}
        onSave={async (input) => {
          const saved = await save.mutateAsync({ id: editing === 'new' ? undefined : editing?._id, input })
          setEditing(undefined)
          setChosenId(saved._id)
          setSuccess(t('saved'))
          if (saved.secret) setSecret(saved.secret)
        }}
      />
      <SecretDialog secret={secret} onClose={() => setSecret(undefined)} />
    </PageContainer>
  )
}
