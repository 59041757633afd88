import { session } from '../../api/client'
import type { FindCall } from './fetchRows'

/** The service's find over the signed-in session. */
export const sessionFind: FindCall = (service, query) => session.call(service, 'find', { query })
