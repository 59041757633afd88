import pino, { type DestinationStream } from 'pino'

/** Keys never written to the logs, whatever object they appear in. */
const SECRETS = ['password', 'oldPassword', 'newPassword', 'accessToken', 'authorization']
const REDACT = [
  ...SECRETS,
  ...SECRETS.map((key) => `*.${key}`),
  'headers.authorization',
  '*.headers.authorization'
]

/** Structured JSON logs; the level comes from LOG_LEVEL. */
export const createLogger = (level: string, destination?: DestinationStream) =>
  pino({ level, base: undefined, redact: { paths: REDACT, censor: '[redacted]' } }, destination)
export type Logger = ReturnType<typeof createLogger>
