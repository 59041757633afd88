import { Outlet } from 'react-router'
import { DialogHost } from '../layout/DialogHost'
import { MessageSnackbars } from '../layout/MessageSnackbars'
import { PageLoadingBar } from '../layout/PageLoadingBar'
import { SkipLink } from '../layout/SkipLink'
import { useFocusOnNavigate } from '../layout/useFocusOnNavigate'

/** What every page has: skip link, loading bar, message snackbars and the dialog host. */
export function RootLayout() {
  useFocusOnNavigate()
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
