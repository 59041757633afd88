import type { Session } from '../api/session'

const noSocket = () => Promise.reject(new Error('A page rendered on the server has no connection'))

/**
 * What the console's connection is on the server: a page rendered there reads its data before
 * rendering and never calls or listens; anything that tries is refused.
 */
export const session = {
  authenticated: false,
  whenConnected: noSocket,
  login: noSocket,
  reAuthenticate: noSocket,
  call: noSocket,
  subscribe: () => () => undefined,
  logout: noSocket
} as unknown as Session
