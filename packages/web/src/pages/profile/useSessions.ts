import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Paginated, StaffSession } from '@tutor-admin/shared'
import { session } from '../../api/client'
import { showError } from '../../errors/showError'

const KEY = ['sessions', 'own']

/** The signed-in person's live sessions (`/api/sessions`), and ending one of them. */
export const useSessions = () => {
  const queryClient = useQueryClient()
  const list = useQuery({
    queryKey: KEY,
    queryFn: () => session.call<Paginated<StaffSession>>('sessions', 'find', {})
  })
  const end = useMutation({
    mutationFn: (id: string) => session.call<StaffSession>('sessions', 'remove', id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
    onError: (error) => showError(error)
  })
  return { sessions: list.data?.data ?? [], isPending: list.isPending, end }
}
