import { useAppStore } from '../state/appStore'
import { catalogueFieldLabel } from './catalogueFieldLabel'
import { errorText } from './errorText'
import { redirectTarget } from './redirect'

export interface ShowErrorOptions {
  /** The service the call went to: the fields an error names are said by their labels. */
  service?: string
}

/**
 * Shows a failure in the top snackbar (R-LAY-11, R-ERR-05): what it means in the interface's
 * language, and the server's own words as a smaller detail. A redirect is no failure: nothing shows
 * (R-ERR-07).
 */
export const showError = (error: unknown, { service }: ShowErrorOptions = {}) => {
  if (redirectTarget(error) !== undefined) return
  const { message, detail } = errorText(error, service ? catalogueFieldLabel(service) : undefined)
  useAppStore.getState().setError(message, detail)
}
