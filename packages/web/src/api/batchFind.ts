import { convert } from '@feathersjs/errors'
import { QUERY_LIMITS, type BatchAnswer, type BatchFind, type Paginated } from '@tutor-admin/shared'
import { sessionCall, type ServiceCall } from './serviceCall'

/**
 * Several finds in as few calls as the server takes (`POST /api/batch`, up to its limit each), the
 * answers in order. A find the server refused throws its error, as the find alone would have.
 */
export const batchFind = async (
  finds: BatchFind[],
  call: ServiceCall = sessionCall
): Promise<Array<Paginated<Record<string, unknown>>>> => {
  const size = QUERY_LIMITS.maxBatchFinds
  const calls = Array.from({ length: Math.ceil(finds.length / size) }, (_, index) =>
    call<BatchAnswer>('batch', 'create', { finds: finds.slice(index * size, (index + 1) * size) })
  )
  return (await Promise.all(calls)).flatMap(({ results }) =>
    results.map((answer) => {
      if ('error' in answer) throw convert(answer.error)
      return answer.result
    })
  )
}
