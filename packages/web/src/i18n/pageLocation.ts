import { createContext, useContext } from 'react'

/** Where the page is, and how to move elsewhere in the console without a reload. */
export interface PageLocation {
  pathname: string
  search: string
  hash: string
  navigate(to: string): void
}

/**
 * The page's location, given by the console's router (`RouterLocation`) or, on the sign-in page
 * that starts without the router, by `SignInLocation`: the hooks of the language and of the paths
 * never load the router themselves.
 */
export const PageLocationContext = createContext<PageLocation | null>(null)

/** Outside both (nothing renders there in the console): the window's location, moved to by loading. */
const windowLocation = (): PageLocation => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
  navigate: (to) => window.location.assign(to)
})

export const usePageLocation = (): PageLocation => useContext(PageLocationContext) ?? windowLocation()
