import type { Session } from '../api/session'

/** socket.io path of the API (R-AUTH-07, C18). */
export const SOCKET_PATH = '/api/socket.io'

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
