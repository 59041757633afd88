import { UI_CONSTANTS } from '@tutor-admin/shared/constants'
import { useEffect } from 'react'
import { useAppStore } from './appStore'

/** Sets the page title of the top bar and the document title, "Admin" by default (R-RT-12). */
export const usePageTitle = (title: string, titleArgs?: Record<string, unknown>) => {
  const setTitle = useAppStore((state) => state.setTitle)
  const args = JSON.stringify(titleArgs ?? {})
  useEffect(() => {
    setTitle(title, JSON.parse(args) as Record<string, unknown>)
    document.title = title ? `${title} | ${UI_CONSTANTS.defaultTitle}` : UI_CONSTANTS.defaultTitle
  }, [title, args, setTitle])
}
