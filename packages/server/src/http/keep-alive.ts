import type { Server } from 'node:http'

/**
 * How long an idle connection is kept: longer than load balancers keep theirs (60 s for the
 * common ones) and than clients expect from the `Keep-Alive` header minus their margin, so that a
 * request sent on a reused connection never meets this server closing it (a reset request).
 * Node's own 5 s loses that race whenever a client waits about 5 s between two requests.
 */
const KEEP_ALIVE_MS = 65_000

/** Keeps idle connections `KEEP_ALIVE_MS`; a request's headers may take as long (Node wants more). */
export const keepConnections = (server: Server) => {
  server.keepAliveTimeout = KEEP_ALIVE_MS
  server.headersTimeout = KEEP_ALIVE_MS + 1000
}
