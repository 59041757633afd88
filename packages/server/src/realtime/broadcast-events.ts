import { isDeepStrictEqual } from 'node:util'
import type { HookContext, RealTimeConnection } from '@feathersjs/feathers'
import type { Server, Socket } from 'socket.io'
import type { Application } from '../declarations'

interface Channel {
  connections: RealTimeConnection[]
  dataFor(connection: RealTimeConnection): unknown
}

/**
 * What one connection is sent of an event: as Feathers' own dispatcher decides it (the channel's
 * data for it, else the context's dispatch or result), and for an event of one record of a batch,
 * that record's entry.
 */
const dataOf = (sent: unknown, context: HookContext, data: unknown) => {
  if (Array.isArray(data) || !Array.isArray(context.result) || !Array.isArray(sent)) return sent
  return sent.includes(data) ? data : sent.find((entry) => isDeepStrictEqual(entry, data))
}

/**
 * Sends each published event as one socket.io broadcast per distinct data, to this process's
 * sockets only (other processes publish their own): socket.io encodes it and frames it for the
 * WebSocket once, where Feathers' own dispatcher emits on each socket in turn and so encodes the
 * same record once per connection (a thousand signed-in consoles, a thousand encodings).
 *
 * `replaceDispatcherOf` is called right after `socketio()` is configured, whose dispatcher it
 * removes; `attach` with the socket.io server, in its configuration function.
 */
export const broadcastEvents = () => {
  const socketIds = new WeakMap<RealTimeConnection, string>()
  let io: Server | undefined

  const dispatch = (event: string, channel: Channel, context: HookContext, data: unknown) => {
    if (!io) return
    const eventName = `${context.path || ''} ${event}`.trim()
    const recipients = new Map<unknown, string[]>()
    for (const connection of channel.connections) {
      const id = socketIds.get(connection)
      if (id === undefined) continue
      const sent = channel.dataFor(connection) || context.dispatch || context.result
      const ids = recipients.get(sent)
      if (ids) ids.push(id)
      else recipients.set(sent, [id])
    }
    for (const [sent, ids] of recipients) io.local.to(ids).emit(eventName, dataOf(sent, context, data))
  }

  return {
    replaceDispatcherOf(app: Application) {
      const registered = app.listeners('publish')
      // Only socketio()'s dispatcher is registered yet; anything else means a Feathers that works
      // otherwise, which this must be made to follow.
      if (registered.length !== 1)
        throw new Error(`expected one event dispatcher, found ${registered.length}`)
      app.off('publish', registered[0] as (...args: unknown[]) => void)
      app.on('publish', dispatch)
    },
    attach(server: Server) {
      io = server
      server.on('connection', (socket: Socket) => {
        socketIds.set((socket as unknown as { feathers: RealTimeConnection }).feathers, socket.id)
      })
    }
  }
}
