import { createBrowserRouter, RouterProvider } from 'react-router'
import { AppProviders } from './AppProviders'
import { routes } from './routes'

let router: ReturnType<typeof createBrowserRouter> | undefined

/**
 * The console's router, made when the console starts (its first page starts loading then). Not
 * when its code loads: the sign-in page may load some of that code earlier, at another URL.
 */
export const consoleRouter = () => (router ??= createBrowserRouter(routes))

/**
 * The console. The router's updates render at once rather than as transitions: a page changes
 * only once its code and first data are in (the loaders), and a transition's rendering in slices,
 * yielding between them, made the first screen of a cold start slower.
 */
export function App() {
  return (
    <AppProviders>
      <RouterProvider router={consoleRouter()} useTransitions={false} />
    </AppProviders>
  )
}
