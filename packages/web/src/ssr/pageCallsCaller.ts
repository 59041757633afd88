import type { BatchFind, PageCalls } from '@tutor-admin/shared'
import type { ServiceCall } from '../api/serviceCall'

type Params = { query?: Record<string, unknown>; finds?: BatchFind[] }

/**
 * The console's queries read through a page render's calls: finds as the signed-in user, a batch
 * of finds as each find on its own (all or nothing: a query with a refused find is left to the
 * console). Anything else is refused, as a page rendered on the server only reads.
 */
export const pageCallsCaller =
  (calls: PageCalls): ServiceCall =>
  async <T>(path: string, method: string, params?: unknown): Promise<T> => {
    const { query = {}, finds = [] } = (params ?? {}) as Params
    if (method === 'find')
      return (await (path === 'schemas' ? calls.schemas() : calls.find(path, query))) as T
    if (path === 'batch' && method === 'create')
      return {
        results: await Promise.all(
          finds.map(async (find) => ({ result: await calls.find(find.service, find.query ?? {}) }))
        )
      } as T
    throw new Error(`A page rendered on the server only reads: ${method} ${path}`)
  }
