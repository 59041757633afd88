import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useNavigation } from 'react-router'
import { useTranslation } from 'react-i18next'
import { LoadingBar, type LoadingBarState } from './loadingBar'

/** The bar's code loads with the first page change, not with every start. */
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'))

/** The thin bar at the top of the window while the next page loads (R-LAY-14). */
export function PageLoadingBar() {
  const { t } = useTranslation()
  const [state, setState] = useState<LoadingBarState>({ visible: false, progress: 0 })
  const bar = useRef<LoadingBar | null>(null)
  const loading = useNavigation().state !== 'idle'

  useEffect(() => {
    const controller = new LoadingBar(setState)
    bar.current = controller
    return () => controller.dispose()
  }, [])

  useEffect(() => {
    if (loading) bar.current?.start()
    else bar.current?.finish()
  }, [loading])

  if (!state.visible) return null
  return (
    <Suspense>
      <LinearProgress
        variant="determinate"
        value={state.progress}
        aria-label={t('basic.loading')}
        sx={{
          position: 'fixed',
          top: 0,
          left: 0,
          right: 0,
          zIndex: (theme) => theme.zIndex.tooltip + 1,
          height: 3
        }}
      />
    </Suspense>
  )
}
