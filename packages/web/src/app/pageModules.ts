/**
 * The console's code that loads on demand, one chunk per page. The router loads a page's code when
 * the page is visited; a signed-in start fetches the current page's code at once, alongside the
 * console's own code, instead of after the console has rendered.
 */
export const pageModules = {
  login: () => import('../pages/LoginPage'),
  logout: () => import('../pages/LogoutPage'),
  layout: () => import('../layout/AppLayout'),
  dashboard: () => import('../pages/DashboardPage'),
  profile: () => import('../pages/profile/ProfilePage'),
  changePassword: () => import('../pages/profile/ChangePasswordPage'),
  changeProfile: () => import('../pages/profile/ChangeProfilePage'),
  listData: () => import('../list/prefetchList'),
  admins: () => import('../pages/list/AdminsPage'),
  appUsers: () => import('../pages/list/AppUsersPage'),
  news: () => import('../pages/list/NewsPage'),
  notFound: () => import('../pages/NotFoundPage'),
  schemaList: () => import('../pages/list/SchemaListPage')
}

type PageModule = keyof typeof pageModules

/** The page modules behind a signed-in path without its language prefix, e.g. `/teachers`. */
export const modulesOfPath = (path: string): PageModule[] => {
  const [first = '', second] = path.split('/').filter(Boolean)
  if (first === '' || first === 'dashboard') return ['dashboard']
  if (first === 'profile')
    return [
      second === 'changePassword'
        ? 'changePassword'
        : second === 'changeProfile'
          ? 'changeProfile'
          : 'profile'
    ]
  if (first === 'admins' || first === 'news') return ['listData', first]
  if (first === 'appUsers') return ['appUsers']
  if (first === 'login' || first === 'logout') return []
  if (second === 'edit') return ['notFound']
  return ['listData', 'schemaList']
}

/** Starts fetching the layout and the page of a signed-in start at `path`; errors are left to the router. */
export const preloadSignedInPage = (path: string) => {
  for (const name of ['layout', ...modulesOfPath(path)] as const)
    void pageModules[name]().catch(() => undefined)
}
