import { AUTH_OPTIONS_PATH, type AuthOptions } from '@tutor-admin/shared'
import { publishedProvider } from '../../auth/social-providers'
import type { Application } from '../../declarations'

/**
 * `GET /api/auth-options`, public: the social sign-in providers the deployment configured
 * (`SOCIAL_SIGN_IN`), none by default, and single sign-on when `OIDC_ISSUER` is set; the sign-in
 * page offers a button for each (R-AUTH-16).
 */
export const authOptions = (app: Application) => {
  const { socialSignIn, oidc } = app.get('config')
  const answer: AuthOptions = {
    providers: socialSignIn.map(publishedProvider),
    sso: oidc ? { name: oidc.name } : null
  }
  app.use(
    AUTH_OPTIONS_PATH,
    {
      async find(): Promise<AuthOptions> {
        return answer
      }
    },
    { methods: ['find'], events: [] }
  )
}
