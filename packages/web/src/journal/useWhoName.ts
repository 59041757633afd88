import { useCallback } from 'react'
import { apiTokenOfAccount } from '@tutor-admin/shared'
import { useTranslation } from 'react-i18next'
import { useStaffNames } from '../api/useStaffNames'
import { useAppStore } from '../state/appStore'

/**
 * Who wrote, by account id, for a list of changes: "you", the staff member's name (admins may
 * read staff accounts), else "a staff member"; an API token by its name, else "an API token";
 * "system" for the server itself.
 */
export const useWhoName = (ids: Array<string | null | undefined>) => {
  const { t } = useTranslation('dashboard')
  const me = useAppStore((state) => state.user?._id)
  const names = useStaffNames(ids.filter((id): id is string => typeof id === 'string' && id !== '')).data
  return useCallback(
    (id: unknown) => {
      if (typeof id !== 'string' || !id) return t('system')
      if (id === me) return t('you')
      if (apiTokenOfAccount(id)) return names?.[id] ? t('apiTokenNamed', { name: names[id] }) : t('apiToken')
      return names?.[id] || t('staffMember')
    },
    [t, me, names]
  )
}
