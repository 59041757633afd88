import { AUTH_OPTIONS_PATH, type AuthOptions } from '@tutor-admin/shared'
import { publishedProvider } from '../../auth/social-providers'
import type { Application } from '../../declarations'

/**
 * `GET /api/auth-options`, public: the social sign-in providers the deployment configured
 * (`SOCIAL_SIGN_IN`), none by default; the sign-in page offers a button for each (R-AUTH-16).
 */
export const authOptions = (app: Application) => {
  const answer: AuthOptions = { providers: app.get('config').socialSignIn.map(publishedProvider) }
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
