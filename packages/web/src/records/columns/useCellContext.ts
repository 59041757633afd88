import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useSchemas } from '../../api/useSchemas'
import { useAppStore } from '../../state/appStore'
import type { CellContext } from './cellText'

/** What formatting a record's values needs in the current language, bar reference labels. */
export const useCellContext = (): Omit<CellContext, 'labels'> => {
  const { t } = useTranslation('list')
  const lang = useAppStore((state) => state.locale)
  const currency = useAppStore((state) => state.currencySymbol)
  const enums = useSchemas().data?.enums
  return useMemo(
    () => ({ lang, enums, currency, yes: t('yes'), no: t('no'), items: (count) => t('items', { count }) }),
    [lang, enums, currency, t]
  )
}
