import type { Server } from 'node:http'
import type { Context, Next } from 'koa'
import type { Server as SocketServer } from 'socket.io'
import type { Application } from '../declarations'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Requests in flight and whether the process is going away, per application. */
interface DrainState {
  draining: boolean
  inFlight: number
}

const states = new WeakMap<Application, DrainState>()
const stateOf = (app: Application) => {
  let state = states.get(app)
  if (!state) states.set(app, (state = { draining: false, inFlight: 0 }))
  return state
}

/** Whether the process has begun to stop: the readiness check fails so that no more work is sent here. */
export const isDraining = (app: Application) => stateOf(app).draining

/**
 * Counts the requests in flight; once draining, a new request on a kept-alive connection is
 * answered 503 with `Connection: close`, so that the load balancer sends it again elsewhere.
 */
export const drainAware = (app: Application) => async (ctx: Context, next: Next) => {
  const state = stateOf(app)
  if (state.draining) {
    ctx.set('Connection', 'close')
    ctx.set('Retry-After', '1')
    ctx.status = 503
    ctx.body = { name: 'Unavailable', message: 'This server is stopping', code: 503 }
    return
  }
  state.inFlight += 1
  try {
    await next()
  } finally {
    state.inFlight -= 1
  }
}

/**
 * Stops taking work and lets what is under way finish, within `graceMs`: no new connections, the
 * readiness check fails, sockets are closed at their transport (clients reconnect, to another
 * process behind a load balancer), and the requests in flight are answered before the
 * connections close. Then the application is torn down (database and Redis).
 */
export const drain = async (app: Application, server: Server, graceMs: number) => {
  const state = stateOf(app)
  state.draining = true
  server.close()
  server.closeIdleConnections()
  const io = (app as unknown as { io?: SocketServer }).io
  // Only this process's sockets; closing the transport (not a disconnect packet) makes clients reconnect.
  for (const socket of io?.of('/').sockets.values() ?? []) socket.conn.close()
  const deadline = Date.now() + graceMs
  while (state.inFlight > 0 && Date.now() < deadline) await sleep(20)
  server.closeAllConnections()
  await app.teardown(server).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ERR_SERVER_NOT_RUNNING') throw error
  })
}
