import { useCallback, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useBlocker } from 'react-router'
import { confirmDialog } from '../layout/confirmDialog'

/**
 * Asks before changes are left unsaved: a move to another address (back, a link, the menu) waits
 * for "Discard changes?", and closing the tab asks the browser's own question. `letGo` lets the
 * next move through unasked (after a save or a removal).
 */
export const useLeaveGuard = (dirty: boolean) => {
  const { t } = useTranslation('editor')
  const letThrough = useRef(false)
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !letThrough.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search)
  )

  useEffect(() => {
    if (blocker.state !== 'blocked') return
    void confirmDialog({
      title: t('leave.title'),
      text: t('leave.text'),
      confirmLabel: t('leave.discard')
    }).then((discard) => (discard ? blocker.proceed() : blocker.reset()))
  }, [blocker, t])

  useEffect(() => {
    if (!dirty) return
    const ask = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [dirty])

  return useCallback(() => {
    letThrough.current = true
  }, [])
}
