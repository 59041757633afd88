import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Paginated } from '@tutor-admin/shared'
import type { WebhookDelivery, WebhookSubscription } from '@tutor-admin/shared/webhooks/webhook-events'
import { session } from '../../api/client'

/** What the subscription form sends. */
export interface SubscriptionInput {
  url: string
  description: string
  events: string[]
  active: boolean
}

const SUBSCRIPTIONS = ['webhooks']
/** How often an open delivery log is read again while deliveries go out. */
const LOG_REFRESH_MS = 2000

/** The subscriptions (`/api/webhooks`) with the calls that change them. */
export const useWebhooks = () => {
  const client = useQueryClient()
  const list = useQuery({
    queryKey: SUBSCRIPTIONS,
    queryFn: () =>
      session.call<Paginated<WebhookSubscription>>('webhooks', 'find', { query: { $limit: 100 } })
  })
  const refresh = () => client.invalidateQueries({ queryKey: SUBSCRIPTIONS })
  const save = useMutation({
    mutationFn: ({ id, input }: { id?: string; input: SubscriptionInput }) =>
      id
        ? session.call<WebhookSubscription>('webhooks', 'patch', id, input)
        : session.call<WebhookSubscription>('webhooks', 'create', input),
    onSuccess: refresh
  })
  const rotate = useMutation({
    mutationFn: (id: string) =>
      session.call<WebhookSubscription>('webhooks', 'patch', id, { rotateSecret: true })
  })
  const remove = useMutation({
    mutationFn: (id: string) => session.call<WebhookSubscription>('webhooks', 'remove', id),
    onSuccess: refresh
  })
  return { list, save, rotate, remove }
}

/** A page of a subscription's delivery log, newest first, read again every 2 s; test and retry calls. */
export const useDeliveries = (subscription: string | undefined, page: number, pageSize: number) => {
  const client = useQueryClient()
  const key = ['webhookDeliveries', subscription, page, pageSize]
  const log = useQuery({
    queryKey: key,
    enabled: Boolean(subscription),
    placeholderData: keepPreviousData,
    refetchInterval: LOG_REFRESH_MS,
    queryFn: () =>
      session.call<Paginated<WebhookDelivery>>('webhookDeliveries', 'find', {
        query: { subscription, $limit: pageSize, $skip: page * pageSize }
      })
  })
  const refresh = () => client.invalidateQueries({ queryKey: ['webhookDeliveries', subscription] })
  const test = useMutation({
    mutationFn: () => session.call<WebhookDelivery>('webhookDeliveries', 'create', { subscription }),
    onSuccess: refresh
  })
  const retry = useMutation({
    mutationFn: (id: string) =>
      session.call<WebhookDelivery>('webhookDeliveries', 'patch', id, { retry: true }),
    onSuccess: refresh
  })
  return { log, test, retry }
}
