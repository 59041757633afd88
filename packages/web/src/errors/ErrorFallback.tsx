import { i18n } from '../i18n/i18n'

/** Shown when the error page itself fails: plain markup and a link home (R-ERR-03). */
export function ErrorFallback() {
  return (
    <div role="alert" style={{ padding: 32, fontFamily: 'sans-serif', textAlign: 'center' }}>
      <p>{i18n.t('errors.unknown')}</p>
      <a href="/">{i18n.t('errors.homepage')}</a>
    </div>
  )
}
