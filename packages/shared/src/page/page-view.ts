/** The cookie in which the console tells the server how it is seen (R-LAY-09: layout and theme). */
export const VIEW_COOKIE = 'view'

/** How the person sees the console: the viewport's width in CSS pixels, and dark mode. */
export interface PageView {
  width: number
  dark: boolean
}

/** What a page rendered on the server assumes of a phone and of anything else, without the cookie. */
export const PHONE_VIEW: PageView = { width: 390, dark: false }
export const DESKTOP_VIEW: PageView = { width: 1280, dark: false }

const MIN_WIDTH = 240
const MAX_WIDTH = 7680
const VIEW_VALUE = /^(\d{3,4})\.(dark|light)$/

/** The cookie's value, e.g. `390.dark`. */
export const formatPageView = ({ width, dark }: PageView): string =>
  `${Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.round(width)))}.${dark ? 'dark' : 'light'}`

/** The view a cookie value gives; undefined for anything else than {@link formatPageView} writes. */
export const parsePageView = (value: string | undefined): PageView | undefined => {
  const match = value === undefined ? null : VIEW_VALUE.exec(value)
  if (!match) return undefined
  const width = Number(match[1])
  if (width < MIN_WIDTH || width > MAX_WIDTH) return undefined
  return { width, dark: match[2] === 'dark' }
}
