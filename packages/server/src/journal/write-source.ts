import type { ChangeAction, ChangeVia } from '@tutor-admin/shared'

/** Who writes, by which path, as part of which batch, and (when not the method's own) as what action. */
export interface WriteSource {
  user?: string | null
  via: ChangeVia
  batch?: string
  action?: ChangeAction
}

/** The path of a service call: the console talks over its socket, other clients over REST. */
export const viaOf = (provider: unknown): ChangeVia => {
  if (provider === 'socketio') return 'console'
  return provider ? 'api' : 'system'
}

/** The source of a service call's writes: its account and its transport. */
export const writeSource = (
  params: { provider?: unknown; user?: { _id?: unknown } } | undefined,
  action?: ChangeAction
): WriteSource => ({
  user: typeof params?.user?._id === 'string' ? params.user._id : null,
  via: viaOf(params?.provider),
  ...(action ? { action } : {})
})

/** A source, or the id of the account writing through the API, or nothing: the server itself. */
export const asSource = (source: WriteSource | string | undefined): WriteSource => {
  if (typeof source === 'object') return source
  return source ? { user: source, via: 'api' } : { user: null, via: 'system' }
}
