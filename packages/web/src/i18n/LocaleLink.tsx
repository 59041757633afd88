import { forwardRef } from 'react'
import { Link, type LinkProps } from 'react-router'
import { useLang } from './useLang'

export interface LocaleLinkProps extends Omit<LinkProps, 'to'> {
  /** A path without language prefix, e.g. `/profile`. */
  to: string
}

/** A link to a page in the current language. */
export const LocaleLink = forwardRef<HTMLAnchorElement, LocaleLinkProps>(function LocaleLink(
  { to, ...props },
  ref
) {
  const { to: prefixed } = useLang()
  return <Link ref={ref} to={prefixed(to)} {...props} />
})
