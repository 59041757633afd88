import { Outlet } from 'react-router'
import { DialogHost } from '../layout/DialogHost'
import { MessageSnackbars } from '../layout/MessageSnackbars'
import { PageLoadingBar } from '../layout/PageLoadingBar'
import { SkipLink } from '../layout/SkipLink'
import { useFocusOnNavigate } from '../layout/useFocusOnNavigate'
import { useViewCookie } from './useViewCookie'

/**
 * What every page has: skip link, loading bar, message snackbars and the dialog host; and the
 * view cookie that tells the server how to render the next page.
 */
export function RootLayout() {
  useFocusOnNavigate()
  useViewCookie()
  return (
    <>
      <SkipLink />
      <PageLoadingBar />
      <Outlet />
      <MessageSnackbars />
      <DialogHost />
    </>
  )
}
