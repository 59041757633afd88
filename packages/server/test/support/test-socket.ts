import { io } from 'socket.io-client'
import type { Answer, TestSocket } from './test-server'

/**
 * A socket.io connection to a server at `url` (C18), signed in when a token is given. A call that
 * gets no acknowledgement within `timeoutMs`, or whose connection drops, answers status 0. Every
 * event and answer is handed to `record` as JSON (the secrets scan of the test server).
 */
export const connectSocket = async (
  url: string,
  token?: string,
  timeoutMs = 15_000,
  record: (json: string) => void = () => {}
): Promise<TestSocket> => {
  const connection = io(url, {
    path: '/api/socket.io',
    transports: ['websocket'],
    forceNew: true,
    reconnection: false
  })
  const events: TestSocket['events'] = []
  connection.onAny((event: string, data: unknown) => {
    record(JSON.stringify(data) ?? '')
    events.push({ event, data })
  })
  await new Promise<void>((resolve, reject) => {
    connection.once('connect', resolve)
    connection.once('connect_error', reject)
  })
  const call = (method: string, path: string, ...args: unknown[]) =>
    new Promise<Answer>((resolve) => {
      const settle = (answer: Answer) => {
        clearTimeout(timer)
        connection.off('disconnect', dropped)
        resolve(answer)
      }
      const dropped = (reason: string) => settle({ status: 0, body: { error: `disconnected: ${reason}` } })
      const timer = setTimeout(
        () => settle({ status: 0, body: { error: `no answer within ${timeoutMs} ms` } }),
        timeoutMs
      )
      connection.once('disconnect', dropped)
      if (!connection.connected) return dropped('not connected')
      connection.emit(method, path, ...args, (error: any, data: unknown) => {
        record(JSON.stringify(error ?? data) ?? '')
        settle(
          error
            ? { status: typeof error.code === 'number' ? error.code : 500, body: error }
            : { status: method === 'create' ? 201 : 200, body: data }
        )
      })
    })
  const socket: TestSocket = {
    socket: connection,
    call,
    authenticate: (accessToken) => call('create', 'authentication', { strategy: 'jwt', accessToken }),
    events,
    close: () => connection.close()
  }
  if (token) {
    const answer = await socket.authenticate(token)
    if (answer.status !== 201) {
      connection.close()
      throw new Error(`socket sign-in: ${answer.status} ${JSON.stringify(answer.body)}`)
    }
  }
  return socket
}
