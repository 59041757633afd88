import fc from 'fast-check'
import qs from 'qs'
import type { Actor, Call } from './fuzz-target'

/** URLs longer than this meet Node's header limit (431) before the application: sent over the socket instead. */
export const MAX_URL = 12_000

/**
 * Percent-encodes any string, unpaired surrogates included: they go as the three bytes UTF-8 would
 * give them (`%ED%A0%80`), which `encodeURIComponent` refuses to write.
 */
export const encodeLoose = (text: string): string => {
  let out = ''
  for (const char of text) {
    const code = char.codePointAt(0)!
    if (code >= 0xd800 && code <= 0xdfff)
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('')
    else out += encodeURIComponent(char)
  }
  return out
}

/** A query as Feathers clients write it (qs brackets), any value encodable. */
export const queryString = (query: unknown): string =>
  qs.stringify(query, { encoder: (value: unknown) => encodeLoose(String(value)) })

/** `/api/{service}[/{id}][?{query}]`. */
export const restPath = (service: string, id?: string, query?: unknown) => {
  const search = query === undefined ? '' : queryString(query)
  return `/api/${service}${id === undefined ? '' : `/${encodeLoose(id)}`}${search ? `?${search}` : ''}`
}

/** Mostly signed in: an editor and the admin reach different code; nobody now and then. */
export const actors: fc.Arbitrary<Actor> = fc.oneof(
  { arbitrary: fc.constantFrom<Actor>('editor', 'admin'), weight: 9 },
  { arbitrary: fc.constant<Actor>('anonymous'), weight: 1 }
)

/**
 * A call over REST at `path`, or over the socket (`method` on `service` with `args`) where it has no
 * path or one too long for Node's header limit.
 */
const restOrSocket = (
  actor: Actor,
  path: string,
  restMethod: string,
  socket: { method: string; service: string; args: unknown[] }
): Call =>
  !path || path.length > MAX_URL
    ? { transport: 'socket', actor, method: socket.method, path: socket.service, args: socket.args }
    : { transport: 'rest', actor, method: restMethod, path }

/** A find over REST or over the socket. */
export const findCall = (actor: Actor, overSocket: boolean, service: string, query: unknown): Call =>
  restOrSocket(actor, overSocket ? '' : restPath(service, undefined, query), 'GET', {
    method: 'find',
    service,
    args: [query]
  })

/** A get by id over REST or over the socket; ids that are not texts go over the socket only. */
export const getCall = (
  actor: Actor,
  overSocket: boolean,
  service: string,
  id: unknown,
  query: unknown
): Call =>
  restOrSocket(actor, typeof id === 'string' && !overSocket ? restPath(service, id, query) : '', 'GET', {
    method: 'get',
    service,
    args: [id, query]
  })

/** A remove over REST or the socket; only a remove of many (`id` null, by query) goes over REST. */
export const removeCall = (
  actor: Actor,
  overSocket: boolean,
  service: string,
  id: unknown,
  query: unknown
): Call =>
  restOrSocket(actor, overSocket || id !== null ? '' : restPath(service, undefined, query), 'DELETE', {
    method: 'remove',
    service,
    args: [id, { query }]
  })
