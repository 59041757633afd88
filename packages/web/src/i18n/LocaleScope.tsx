import { type Lang } from '@tutor-admin/shared/locale/langs'
import { Outlet } from 'react-router'
import { useInterfaceLang } from './useInterfaceLang'

export interface LocaleScopeProps {
  lang: Lang
}

/** The routes of one URL prefix: their language becomes the interface language (R-RT-17). */
export function LocaleScope({ lang }: LocaleScopeProps) {
  useInterfaceLang(lang)
  return <Outlet />
}
