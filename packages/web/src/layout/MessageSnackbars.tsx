import { Alert, Snackbar } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { ErrorDetail } from '../errors/ErrorDetail'
import { useAppStore } from '../state/appStore'

/** Errors at the top with a close button (R-LAY-11, R-ERR-05); success messages below. */
export function MessageSnackbars() {
  const { t } = useTranslation()
  const error = useAppStore((state) => state.error)
  const errorDetail = useAppStore((state) => state.errorDetail)
  const success = useAppStore((state) => state.success)
  const setError = useAppStore((state) => state.setError)
  const setSuccess = useAppStore((state) => state.setSuccess)
  return (
    <>
      <Snackbar open={Boolean(error)} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
        <Alert
          severity="error"
          variant="filled"
          data-testid="snackbar"
          onClose={() => setError(null)}
          slotProps={{ closeButton: { title: t('basic.close'), 'aria-label': t('basic.close') } }}
          sx={{ width: '100%' }}
        >
          {error}
          <ErrorDetail detail={errorDetail} />
        </Alert>
      </Snackbar>
      <Snackbar
        open={Boolean(success)}
        autoHideDuration={4000}
        onClose={() => setSuccess(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity="success"
          variant="filled"
          role="status"
          onClose={() => setSuccess(null)}
          slotProps={{ closeButton: { title: t('basic.close'), 'aria-label': t('basic.close') } }}
          sx={{ width: '100%' }}
        >
          {success}
        </Alert>
      </Snackbar>
    </>
  )
}
