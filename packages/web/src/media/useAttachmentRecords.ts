import { useQueries } from '@tanstack/react-query'
import { DATA_CONSTANTS } from '@tutor-admin/shared'
import { useMemo } from 'react'
import { session } from '../api/client'
import type { Attachment } from './attachment'

const findChunk = async (ids: string[]): Promise<Attachment[]> => {
  try {
    const answer = await session.call<{ data: Attachment[] } | Attachment[]>('attachments', 'find', {
      query: { _id: { $in: ids }, $limit: DATA_CONSTANTS.referenceLookupLimit }
    })
    return Array.isArray(answer) ? answer : answer.data
  } catch (error) {
    // An attachment that cannot be loaded shows as its id (spec §8: a console warning only).
    console.warn('Attachments could not be loaded', error)
    return []
  }
}

/** The records of attachments by id, looked up 20 ids a call (spec §7), by id. */
export const useAttachmentRecords = (ids: string[]) => {
  const chunks = useMemo(() => {
    const sorted = [...new Set(ids)].sort()
    const size = DATA_CONSTANTS.idChunkSize
    return Array.from({ length: Math.ceil(sorted.length / size) }, (_, index) =>
      sorted.slice(index * size, (index + 1) * size)
    )
  }, [ids])
  return useQueries({
    queries: chunks.map((chunk) => ({
      queryKey: ['attachments', 'byId', chunk],
      queryFn: () => findChunk(chunk),
      staleTime: 60_000
    })),
    combine: (results) => {
      const byId = new Map<string, Attachment>()
      for (const result of results) for (const item of result.data ?? []) byId.set(item._id, item)
      return { byId, loading: results.some((result) => result.isLoading) }
    }
  })
}
