import type { ApiToken } from '@tutor-admin/shared'
import { useTranslation } from 'react-i18next'
import { useSchemas } from '../../api/useSchemas'
import { labelText } from '../../i18n/labelText'
import { useLang } from '../../i18n/useLang'

/** A token's collections (by their labels in the console's language) and methods, in words. */
export const useTokenScope = () => {
  const { t } = useTranslation('tokens')
  const { lang } = useLang()
  const schemas = useSchemas().data
  const label = (name: string) =>
    labelText(schemas?.schemas[name]?.params.editor?.[schemas.appName]?.name, lang) || name
  return (token: ApiToken) =>
    [
      token.collections?.map(label).join(t('separator')) ?? t('allCollections'),
      token.methods?.map((method) => t(`methodNames.${method}`)).join(t('separator')) ?? t('allMethods')
    ].join(' · ')
}
