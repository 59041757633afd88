import { lazy, Suspense, useState } from 'react'
import { useAppStore } from '../state/appStore'

/** The snackbars' code (MUI's snackbar and alert) loads with the first message, not with every start. */
const MessageAlerts = lazy(() => import('./MessageAlerts').then((m) => ({ default: m.MessageAlerts })))

/** The console's messages (R-LAY-11, R-ERR-05), once there has been one to show. */
export function MessageSnackbars() {
  const shown = useAppStore((state) => Boolean(state.error || state.success))
  const [mounted, setMounted] = useState(false)
  if (shown && !mounted) setMounted(true)
  if (!mounted) return null
  return (
    <Suspense>
      <MessageAlerts />
    </Suspense>
  )
}
