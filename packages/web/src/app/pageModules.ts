/**
 * The code of every page, loaded when first needed. The routes load pages through these, and a
 * signed-in start asks for its first page's code and data early through {@link preloadFirstPage}.
 */
export const pageModules = {
  appLayout: () => import('../layout/AppLayout'),
  login: () => import('../pages/LoginPage'),
  logout: () => import('../pages/LogoutPage'),
  dashboard: () => import('../pages/DashboardPage'),
  profile: () => import('../pages/profile/ProfilePage'),
  changePassword: () => import('../pages/profile/ChangePasswordPage'),
  changeProfile: () => import('../pages/profile/ChangeProfilePage'),
  admins: () => import('../pages/list/AdminsPage'),
  appUsers: () => import('../pages/list/AppUsersPage'),
  news: () => import('../pages/list/NewsPage'),
  notFound: () => import('../pages/NotFoundPage'),
  schemaList: () => import('../pages/list/SchemaListPage'),
  listPrefetch: () => import('../list/prefetchList')
}

/** Fixed list pages and the collection each shows. */
const FIXED_LISTS = { admins: 'users', news: 'news' } as const

const ignoreFailure = () => undefined

/**
 * Starts loading the first page's code and data (`path` without a language prefix) while the
 * console's own code is still loading and running, rather than once the router reaches the page.
 * Only a head start: the routes load and render the page as always.
 */
export const preloadFirstPage = (path: string, url: string) => {
  const [first = 'dashboard', second] = path.split('/').filter(Boolean)
  if (first === 'dashboard') {
    void pageModules.dashboard().then((page) => page.dashboardLoader(), ignoreFailure)
    return
  }
  if (['login', 'logout', 'profile', 'appUsers'].includes(first) || second === 'edit') return
  const fixed = FIXED_LISTS[first as keyof typeof FIXED_LISTS]
  void (fixed ? pageModules[first as keyof typeof FIXED_LISTS]() : pageModules.schemaList()).catch(
    ignoreFailure
  )
  void pageModules
    .listPrefetch()
    .then(({ prefetchList }) => prefetchList(url, fixed))
    .catch(ignoreFailure)
}
