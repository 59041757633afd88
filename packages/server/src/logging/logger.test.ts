import { describe, expect, it } from 'vitest'
import { createLogger } from './logger'
import { withRequestContext } from './request-context'

const TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6ImFjY2VzcyJ9.eyJzdWIiOiIxMjMiLCJleHAiOjE3OTk5OTk5OTl9.c2lnbmF0dXJlLXBhcnQ'

const logged = (write: (logger: ReturnType<typeof createLogger>) => void) => {
  const lines: string[] = []
  write(createLogger('debug', { write: (line: string) => lines.push(line) }))
  return lines.join('')
}

describe('the logger never writes tokens, cookies or passwords', () => {
  it('redacts secret keys at any depth', () => {
    const line = logged((logger) =>
      logger.info(
        {
          password: 'pw-secret-1',
          body: { newPassword: 'pw-secret-2', oldPassword: 'pw-secret-3' },
          req: { headers: { authorization: `Bearer ${TOKEN}`, cookie: `ta_session=${TOKEN}` } },
          res: { headers: { 'set-cookie': `ta_session=${TOKEN}` } }
        },
        'request'
      )
    )
    for (const secret of ['pw-secret-1', 'pw-secret-2', 'pw-secret-3', TOKEN])
      expect(line).not.toContain(secret)
    expect(line).toContain('[redacted]')
  })

  it('drops the raw bytes of a malformed request from parser errors', () => {
    const error = Object.assign(new Error('Parse Error: Invalid character in chunk size'), {
      code: 'HPE_INVALID_CHUNK_SIZE',
      rawPacket: Buffer.from(`POST /api/teachers HTTP/1.1\r\nAuthorization: Bearer ${TOKEN}\r\n\r\nzz\r\n`)
    })
    const line = logged((logger) => logger.error({ err: error }, 'client error'))
    expect(line).toContain('HPE_INVALID_CHUNK_SIZE')
    expect(line).not.toContain('"data":[')
    expect(line).not.toContain(TOKEN)
  })

  it('removes tokens written inside messages and other values', () => {
    const line = logged((logger) => {
      logger.warn(`refused Bearer ${TOKEN} from 127.0.0.1`)
      logger.warn({ url: `/teachers?token=${TOKEN}` }, 'page')
      logger.warn({ note: 'authorization: bearer abc.def-ghi' }, 'header text')
    })
    expect(line).not.toContain(TOKEN)
    expect(line).not.toContain('abc.def-ghi')
    expect(line).toContain('Bearer [redacted] from 127.0.0.1')
  })
})

describe('the request id', () => {
  it('is on every line written while a request is answered, after its waits too, and on no other', async () => {
    const lines: string[] = []
    const logger = createLogger('debug', { write: (line: string) => lines.push(line) })
    const answering = withRequestContext({ requestId: 'req-0001' }, async () => {
      logger.info('before a wait')
      await new Promise((resolve) => setTimeout(resolve, 1))
      logger.warn('after a wait')
    })
    logger.info('outside')
    await answering
    const byMessage = new Map(lines.map((text) => JSON.parse(text)).map((line) => [line.msg, line]))
    expect(byMessage.get('before a wait')?.requestId).toBe('req-0001')
    expect(byMessage.get('after a wait')?.requestId).toBe('req-0001')
    expect(byMessage.get('outside')).toBeDefined()
    expect(byMessage.get('outside')?.requestId).toBeUndefined()
  })
})
