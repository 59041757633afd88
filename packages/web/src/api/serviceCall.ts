import type { ServiceMethod } from '@tutor-admin/shared/permissions/can'
import { session } from './client'

/**
 * How a query reads the API: the console's session by default; a page rendered on the server
 * reads the same queries through the services, as the signed-in user.
 */
export type ServiceCall = <T>(path: string, method: ServiceMethod, ...args: unknown[]) => Promise<T>

/** Calls through the console's connection (R-AUTH-08). */
export const sessionCall: ServiceCall = (path, method, ...args) => session.call(path, method, ...args)
