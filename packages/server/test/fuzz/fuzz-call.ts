import { show, showPath } from './findings'

export type Actor = 'admin' | 'editor' | 'anonymous'

interface CallBase {
  actor: Actor
  /** Collection whose row count a refused call must leave as it was. */
  writes?: string
  /** Id of a record of `writes` that a refused call must leave as it was. */
  target?: string
}

/** A REST request as sent: `json` is serialised, `body` sent as bytes; the actor's token unless `headers` has one. */
export interface RestCall extends CallBase {
  transport: 'rest'
  method: string
  path: string
  headers?: Record<string, string>
  json?: unknown
  body?: Buffer | string
  /** Not an API answer (a page, a file, a HEAD): any 4xx body will do. */
  plain?: boolean
}

/** A socket.io call: `emit(method, path, ...args)` (C18). */
export interface SocketCall extends CallBase {
  transport: 'socket'
  method: string
  path: string
  args: unknown[]
}

export type Call = RestCall | SocketCall

/**
 * A further promise about an answer, checked after the common ones: returns what broke, if
 * anything. `before` is the row count of `call.writes` before the call.
 */
export type Inspect = (
  call: Call,
  outcome: Outcome,
  before?: number
) => string | undefined | Promise<string | undefined>

export interface Outcome {
  status: number
  body: any
  headers: Record<string, unknown>
  ms: number
  /** Why there is no answer (status 0). */
  error?: string
  raw?: Buffer
}

/** A call as a report shows it: who, how, where, and the body shortened. */
export const describeCall = (call: Call): string => {
  if (call.transport === 'socket')
    return `${call.actor}: socket ${call.method}(${[call.path, ...call.args].map((arg) => show(arg, 300)).join(', ')})`
  const headers = Object.entries(call.headers ?? {})
    .filter(([name]) => name !== 'authorization')
    .map(([name, value]) => ` [${name}: ${showPath(value, 80)}]`)
    .join('')
  const body =
    call.json !== undefined
      ? ` ${show(call.json, 300)}`
      : call.body !== undefined
        ? ` <${Buffer.byteLength(call.body)} bytes: ${show(Buffer.from(call.body).subarray(0, 80).toString('latin1'), 120)}>`
        : ''
  return `${call.actor}: ${call.method} ${showPath(call.path)}${headers}${body}`
}

/** Feathers JSON of an error (C21). */
export const isFeathersError = (body: any, status: number) =>
  typeof body === 'object' &&
  body !== null &&
  typeof body.name === 'string' &&
  typeof body.message === 'string' &&
  body.code === status

/**
 * A server may answer a body over its limit early and close the connection while the client still
 * writes: the client then sees EPIPE or ECONNRESET instead of the answer. For such bodies that is
 * a refusal, not a fault (a crash is told apart by the process and its health).
 */
const LARGE_BODY = 1024 * 1024
export const closedOnLargeBody = (call: Call, outcome: Outcome) =>
  call.transport === 'rest' &&
  call.body !== undefined &&
  Buffer.byteLength(call.body) > LARGE_BODY &&
  /^(EPIPE|ECONNRESET)$/.test(outcome.error ?? '')

/** An answer for a report: JSON as JSON, anything else by its type and size. */
export const showAnswer = (outcome: Outcome) => {
  const type = String(outcome.headers['content-type'] ?? '')
  if (outcome.raw && type && !type.includes('json'))
    return `<${outcome.raw.length} bytes of ${type.split(';')[0]}: ${show(outcome.raw.subarray(0, 40).toString('latin1'), 80)}>`
  return show(outcome.body, 240, 160)
}
