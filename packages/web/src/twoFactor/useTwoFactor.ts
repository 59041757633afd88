import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { TWO_FACTOR_PATH, type TwoFactorStatus } from '@tutor-admin/shared'
import { session } from '../api/client'

/** The query key of an account's two-factor status; the signed-in person's own without an account. */
export const twoFactorKey = (account?: string) => ['twoFactor', account ?? 'own']

/** Whether an account signs in with two-factor (`GET /api/twoFactor`): one's own, or another's for admins. */
export const useTwoFactorStatus = (account?: string) =>
  useQuery({
    queryKey: twoFactorKey(account),
    queryFn: () =>
      session.call<TwoFactorStatus>(TWO_FACTOR_PATH, 'find', account ? { query: { account } } : {})
  })

/** One `POST /api/twoFactor` action; the status is read again after it. */
export const useTwoFactorAction = <T>(account?: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (data: Record<string, unknown>) => session.call<T>(TWO_FACTOR_PATH, 'create', data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKey(account) })
  })
}
