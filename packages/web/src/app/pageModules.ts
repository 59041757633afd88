import { splitLocalePath } from '@tutor-admin/shared/locale/locale-path'
import { FIXED_LISTS } from '../pages/list/fixedLists'

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
  listData: () => import('../list/data/prefetchList'),
  admins: () => import('../pages/list/AdminsPage'),
  appUsers: () => import('../pages/list/AppUsersPage'),
  news: () => import('../pages/list/NewsPage'),
  editor: () => import('../pages/editor/EditorPage'),
  trash: () => import('../pages/trash/TrashPage'),
  securityLog: () => import('../pages/security/SecurityLogPage'),
  schemaList: () => import('../pages/list/SchemaListPage'),
  savedView: () => import('../pages/views/OpenSavedViewPage'),
  calendar: () => import('../pages/calendar/CalendarPage'),
  media: () => import('../pages/media/MediaPage'),
  apiTokens: () => import('../pages/apiTokens/ApiTokensPage'),
  apiDocs: () => import('../pages/apiDocs/ApiDocsPage'),
  webhooks: () => import('../pages/webhooks/WebhooksPage')
}

type PageModule = keyof typeof pageModules

/** The page modules behind a signed-in path without its language prefix, e.g. `/teachers`. */
export const modulesOfPath = (path: string): PageModule[] => {
  const [first = '', second] = path.split('/').filter(Boolean)
  if (first === '' || first === 'dashboard') return ['dashboard']
  if (first === 'profile')
    return [second === 'changePassword' || second === 'changeProfile' ? second : 'profile']
  if (first === 'admins' || first === 'news') return ['listData', first]
  if (first === 'appUsers') return ['appUsers']
  if (first === 'login' || first === 'logout') return []
  if (first === 'securityLog') return ['securityLog']
  if (first === 'v') return ['savedView']
  if (first === 'calendar') return ['calendar']
  if (first === 'media') return ['media']
  if (first === 'apiTokens' || first === 'apiDocs' || first === 'webhooks') return [first]
  if (second === 'edit') return ['editor']
  if (second === 'trash') return ['trash']
  return ['listData', 'schemaList']
}

/**
 * Starts a signed-in start at `url` early: the layout's and the page's code at once, then the page's
 * data as soon as its code and the catalogue are in, not after the console's first render. The
 * router's loaders ask again later and find the data on its way. Errors are left to the router.
 */
export const preloadSignedInPage = (url: string) => {
  const modules = modulesOfPath(splitLocalePath(new URL(url).pathname).path)
  for (const name of ['layout', ...modules] as const) void pageModules[name]().catch(() => undefined)
  const start = async () => {
    if (modules.includes('dashboard')) return (await pageModules.dashboard()).prefetchDashboard()
    const fixed = modules.find((name): name is keyof typeof FIXED_LISTS => name in FIXED_LISTS)
    if (modules.includes('listData'))
      return (await pageModules.listData()).prefetchList(url, fixed && FIXED_LISTS[fixed])
  }
  void start().catch(() => undefined)
}
