import pino from 'pino'

/** Structured JSON logs; the level comes from LOG_LEVEL. */
export const createLogger = (level: string) => pino({ level, base: undefined })
export type Logger = ReturnType<typeof createLogger>
