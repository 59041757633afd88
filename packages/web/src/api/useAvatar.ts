import { useQuery } from '@tanstack/react-query'

const toDataUrl = (blob: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(blob)
  })

/**
 * A staff member's avatar from `/api/users/pic/{id}` as a data URL (R-MED-14), or null when they
 * have none. `version` (the record's modified time) fetches a changed picture anew.
 */
export const useAvatar = (userId: string | undefined, version?: string) =>
  useQuery({
    queryKey: ['users', 'pic', userId, version],
    queryFn: async (): Promise<string | null> => {
      const query = version ? `?v=${encodeURIComponent(version)}` : ''
      const response = await fetch(`/api/users/pic/${encodeURIComponent(userId ?? '')}${query}`)
      if (!response.ok || !response.headers.get('content-type')?.startsWith('image/')) return null
      return toDataUrl(await response.blob())
    },
    enabled: Boolean(userId),
    staleTime: Infinity,
    retry: false
  })
