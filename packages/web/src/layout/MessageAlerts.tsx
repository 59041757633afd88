import { Alert, Button, Snackbar } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { ErrorDetail } from '../errors/ErrorDetail'
import { useAppStore } from '../state/appStore'

/** A message with a button (Undo) stays long enough to reach it. */
const ACTION_HIDE_MS = 10_000

/**
 * Errors at the top with a close button (R-LAY-11, R-ERR-05); success messages below, some with a
 * button such as Undo.
 */
export function MessageAlerts() {
  const { t } = useTranslation()
  const error = useAppStore((state) => state.error)
  const errorDetail = useAppStore((state) => state.errorDetail)
  const success = useAppStore((state) => state.success)
  const successAction = useAppStore((state) => state.successAction)
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
        autoHideDuration={successAction ? ACTION_HIDE_MS : 4000}
        onClose={() => setSuccess(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity="success"
          variant="filled"
          // The message alone is the status, not the button beside it.
          role="presentation"
          onClose={() => setSuccess(null)}
          slotProps={{ closeButton: { title: t('basic.close'), 'aria-label': t('basic.close') } }}
          sx={{ width: '100%', alignItems: 'center' }}
          action={
            successAction ? (
              <Button
                color="inherit"
                size="small"
                data-testid="snackbar-action"
                onClick={() => {
                  setSuccess(null)
                  void successAction.run()
                }}
              >
                {successAction.label}
              </Button>
            ) : undefined
          }
        >
          <span role="status">{success}</span>
        </Alert>
      </Snackbar>
    </>
  )
}
