import pino, { type DestinationStream } from 'pino'
import { currentRequest } from './request-context'

/** Keys never written to the logs, whatever object they appear in. */
const SECRETS = [
  'password',
  'oldPassword',
  'newPassword',
  'accessToken',
  'authorization',
  'cookie',
  'set-cookie',
  // Node's parser errors carry the request's raw bytes, headers included.
  'rawPacket'
]
const REDACT = [
  ...SECRETS,
  ...SECRETS.map((key) => `*.${key}`),
  ...SECRETS.map((key) => `*.headers["${key}"]`)
]

/** Tokens however they are written (a JWT, `Bearer …`), wherever they appear in a line. */
const TOKENS = /\beyJ[\w-]*\.[\w-]+\.[\w-]*|(bearer\s+)[^\s"\\,;]+/gi
const scrubTokens = (line: string) =>
  line.replace(TOKENS, (_token, bearer?: string) => `${bearer ?? ''}[redacted]`)

/**
 * Structured JSON logs; the level comes from LOG_LEVEL. Secrets are removed at the logger. A line
 * written while a request is answered carries its `requestId`, the one sent in `X-Request-Id`.
 */
export const createLogger = (level: string, destination?: DestinationStream) =>
  pino(
    {
      level,
      base: undefined,
      redact: { paths: REDACT, censor: '[redacted]' },
      hooks: { streamWrite: scrubTokens },
      mixin: () => {
        const request = currentRequest()
        return request ? { requestId: request.requestId } : {}
      }
    },
    destination
  )
export type Logger = ReturnType<typeof createLogger>
