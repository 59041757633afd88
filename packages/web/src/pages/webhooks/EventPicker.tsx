import { Checkbox, FormControlLabel, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material'
import { BATCH_EVENT, WEBHOOK_ACTIONS, webhookEvent } from '@tutor-admin/shared/webhooks/webhook-events'
import { useTranslation } from 'react-i18next'

export interface EventPickerProps {
  /** The catalogue's collections, each with its name in the console's language. */
  collections: Array<{
    name: string
    label: string
    /** Has a status that can become published. */ publishable: boolean
  }>
  value: string[]
  onChange: (events: string[]) => void
}

/** The events of a subscription: per collection, created, changed, deleted and published; and the journal's batches. */
export function EventPicker({ collections, value, onChange }: EventPickerProps) {
  const { t } = useTranslation('webhooks')
  const chosen = new Set(value)
  const toggle = (events: string[], on: boolean) => {
    const next = new Set(chosen)
    for (const event of events) {
      if (on) next.add(event)
      else next.delete(event)
    }
    onChange([...next])
  }
  return (
    <>
      <FormControlLabel
        control={
          <Checkbox
            checked={chosen.has(BATCH_EVENT)}
            onChange={(event) => toggle([BATCH_EVENT], event.target.checked)}
            slotProps={{ input: { 'data-testid': 'event-batch' } as object }}
          />
        }
        label={t('batches')}
      />
      <Table size="small" stickyHeader sx={{ '& td, & th': { px: 0.5 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('collection')}</TableCell>
            {WEBHOOK_ACTIONS.map((action) => (
              <TableCell key={action} align="center" sx={{ whiteSpace: 'nowrap' }}>
                {t(`actions.${action}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {collections.map(({ name, label, publishable }) => (
            <TableRow key={name} hover>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{label}</TableCell>
              {WEBHOOK_ACTIONS.map((action) => {
                const event = webhookEvent(name, action)
                if (action === 'published' && !publishable) return <TableCell key={action} />
                return (
                  <TableCell key={action} align="center" padding="checkbox">
                    <Checkbox
                      size="small"
                      checked={chosen.has(event)}
                      onChange={(change) => toggle([event], change.target.checked)}
                      slotProps={{
                        input: {
                          'aria-label': `${label}: ${t(`actions.${action}`)}`,
                          'data-testid': `event-${event}`
                        } as object
                      }}
                    />
                  </TableCell>
                )
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  )
}
