import type { ErrorText } from '../errors/describeError'

/** What the sign-in page hands its social and single sign-on buttons. */
export interface SocialSignInProps {
  disabled?: boolean
  onBusy(busy: boolean): void
  onError(text: ErrorText): void
}
