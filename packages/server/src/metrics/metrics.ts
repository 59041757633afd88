import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type { Server as SocketServer } from 'socket.io'
import type { Application } from '../declarations'

/** The pool of database connections as Knex keeps it (tarn). */
interface Pool {
  numUsed(): number
  numFree(): number
  numPendingAcquires(): number
}

/**
 * One application's metrics, in a registry of its own (several applications may run in one
 * process, as in the tests). Labels name routes, services, events and outcomes: never a record,
 * a person or a raw URL, so that their number stays small.
 */
export const createMetrics = (app: Application) => {
  const register = new Registry()
  const registers = [register]
  // Memory, CPU, event-loop delay, handles and garbage collection of this process.
  collectDefaultMetrics({ register })
  return {
    register,
    requests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers
    }),
    duration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers
    }),
    sockets: new Gauge({
      name: 'tutor_admin_socket_connections',
      help: 'Real-time (socket.io) connections open on this process',
      registers,
      collect() {
        const io = (app as unknown as { io?: SocketServer }).io
        this.set(io?.of('/').sockets.size ?? 0)
      }
    }),
    eventsSent: new Counter({
      name: 'tutor_admin_realtime_events_sent_total',
      help: 'Service events sent to real-time connections (one per connection reached), by service and event',
      labelNames: ['service', 'event'] as const,
      registers
    }),
    pool: new Gauge({
      name: 'tutor_admin_db_pool_connections',
      help: 'Database pool: connections in use, idle, and calls waiting for one',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const pool = (app.get('knex').client as { pool?: Pool }).pool
        if (!pool) return
        this.set({ state: 'used' }, pool.numUsed())
        this.set({ state: 'free' }, pool.numFree())
        this.set({ state: 'pending' }, pool.numPendingAcquires())
      }
    }),
    transfers: new Counter({
      name: 'tutor_admin_transfer_jobs_total',
      help: 'Imports and exports finished, by kind and status',
      labelNames: ['kind', 'status'] as const,
      registers
    }),
    transfersRunning: new Gauge({
      name: 'tutor_admin_transfer_jobs_running',
      help: 'Imports and exports under way on this process, by kind',
      labelNames: ['kind'] as const,
      registers
    }),
    signInFailures: new Counter({
      name: 'tutor_admin_sign_in_failures_total',
      help: 'Failed sign-ins, by strategy and reason (invalid: refused credentials; throttled: 429)',
      labelNames: ['strategy', 'reason'] as const,
      registers
    })
  }
}

export type Metrics = ReturnType<typeof createMetrics>
