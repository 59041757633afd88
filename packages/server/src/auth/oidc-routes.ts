import { FeathersError } from '@feathersjs/errors'
import { SSO_PATHS } from '@tutor-admin/shared'
import type { Context, Next } from 'koa'
import type { Application } from '../declarations'
import type { OidcSignIn } from './oidc-sign-in'
import { openTransaction, sealTransaction } from './oidc-transaction'

/** The cookie that keeps a sign-in's state, nonce and PKCE verifier while the browser is at the provider. */
const TRANSACTION_COOKIE = 'oidc-transaction'

const LOGIN_PAGE = '/login'

/** Paths as the API middleware sees them, without `/api`. */
const pathOf = (path: string) => path.slice('/api'.length)

/** This server's own origin as the browser reaches it (behind a proxy when `TRUST_PROXY`). */
const originOf = (ctx: Context) => `${ctx.protocol}://${ctx.host}`

/** The code of a refusal, for the sign-in page to say it; `ssoFailed` for anything else. */
const codeOf = (error: unknown) =>
  error instanceof FeathersError && error.code < 500
    ? ((error.data as { code?: string } | undefined)?.code ?? 'ssoFailed')
    : 'ssoFailed'

/**
 * The browser's side of single sign-on (R-AUTH-16): `GET /api/oidc/login` goes to the provider,
 * `GET /api/oidc/callback` comes back to the sign-in page with a one-time code in the fragment
 * (`#sso=`, exchanged by the console and removed from the address at once) or a refusal's code
 * (`#sso-error=`), and `GET /api/oidc/logout` goes to the provider's sign-out when it has one,
 * then back to the sign-in page.
 */
export const oidcRoutes = (app: Application, signIn: OidcSignIn) => {
  const secret = () => app.get('authentication')!.secret as string
  const routes: Record<string, (ctx: Context) => Promise<void>> = {
    async [pathOf(SSO_PATHS.login)](ctx) {
      const { url, transaction } = await signIn.start(`${originOf(ctx)}${SSO_PATHS.callback}`)
      ctx.cookies.set(TRANSACTION_COOKIE, sealTransaction(transaction, secret()), {
        httpOnly: true,
        // Lax: the provider sends the browser back with a top-level GET from its own site.
        sameSite: 'lax',
        path: SSO_PATHS.callback,
        secure: ctx.secure,
        expires: new Date(transaction.expires)
      })
      ctx.redirect(url)
    },
    async [pathOf(SSO_PATHS.callback)](ctx) {
      const transaction = openTransaction(ctx.cookies.get(TRANSACTION_COOKIE), secret())
      ctx.cookies.set(TRANSACTION_COOKIE, '', { path: SSO_PATHS.callback, expires: new Date(0) })
      ctx.set('Cache-Control', 'no-store')
      try {
        const code = await signIn.finish(new URL(ctx.originalUrl, originOf(ctx)), transaction, {
          ip: ctx.ip,
          userAgent: ctx.get('User-Agent')
        })
        ctx.redirect(`${LOGIN_PAGE}#sso=${code}`)
      } catch (error) {
        if (!(error instanceof FeathersError) || error.code >= 500)
          app.get('logger').warn({ err: error }, 'single sign-on failed')
        ctx.redirect(`${LOGIN_PAGE}#sso-error=${codeOf(error)}`)
      }
    },
    async [pathOf(SSO_PATHS.logout)](ctx) {
      const backTo = `${originOf(ctx)}${LOGIN_PAGE}`
      ctx.redirect((await signIn.endSessionUrl(backTo).catch(() => undefined)) ?? LOGIN_PAGE)
    }
  }
  return async (ctx: Context, next: Next) => {
    const route = ctx.method === 'GET' ? routes[ctx.path] : undefined
    if (!route) return next()
    try {
      await route(ctx)
    } catch (error) {
      // The sign-in could not start (the provider does not answer): back to the page, saying so.
      app.get('logger').warn({ err: error }, 'single sign-on could not start')
      ctx.redirect(`${LOGIN_PAGE}#sso-error=${codeOf(error)}`)
    }
  }
}
