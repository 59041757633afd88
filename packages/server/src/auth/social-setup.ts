import { SOCIAL_STRATEGY } from '@tutor-admin/shared'
import type { Application } from '../declarations'
import { localStrategy } from './authentication'
import type { StaffAuthenticationService } from './staff-authentication'
import { SocialStrategy } from './social-strategy'

/**
 * Social sign-in when `SOCIAL_SIGN_IN` configures a provider (R-AUTH-16): the `social` sign-in
 * strategy, sharing the password sign-in's count of failures. Nothing otherwise. After `authentication`.
 */
export const socialSignIn = (app: Application) => {
  const providers = app.get('config').socialSignIn
  if (!providers.length) return
  const settings = app.get('authentication')!
  app.set('authentication', { ...settings, authStrategies: [...settings.authStrategies, SOCIAL_STRATEGY] })
  ;(app.service('authentication') as unknown as StaffAuthenticationService).register(
    SOCIAL_STRATEGY,
    new SocialStrategy(providers, localStrategy(app).throttle)
  )
}
