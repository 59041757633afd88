import { LANGS } from '@tutor-admin/shared/locale/langs'
import { LOCALES } from '@tutor-admin/shared/locale/locales'
import type { ComponentType } from 'react'
import { Navigate, type RouteObject, type ShouldRevalidateFunction } from 'react-router'
import { RouteError } from '../errors/RouteError'
import { loadSignedInTexts } from '../i18n/i18n'
import { LocaleScope } from '../i18n/LocaleScope'
import { LoadingScreen } from '../layout/LoadingScreen'
import { FIXED_LISTS } from '../pages/list/fixedLists'
import { pageModules } from './pageModules'
import { RootLayout } from './RootLayout'
import { RouterLocation } from './RouterLocation'
import { RouteMiddleware, type RouteHandle } from './RouteMiddleware'

/** A route whose page is a chunk of its own, loaded when first visited. */
const lazyPage = (load: () => Promise<ComponentType>) => ({
  lazy: async () => ({ Component: await load() })
})

const auth: RouteHandle = { middleware: ['auth'] }

/**
 * A list's loader serves entering the page: a new sort, page or search (the URL's query) is the
 * list's own to fetch, with the rows shown until the new ones are in, and changes the URL at once.
 */
const enteringOnly: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname
const guest: RouteHandle = { middleware: ['guest'] }

/** The pages of one language (R-RT-01, R-RT-04..06). */
const pageRoutes = (): RouteObject[] => [
  { index: true, handle: auth, element: <Navigate to="dashboard" replace /> },
  { path: 'login', handle: guest, ...lazyPage(() => pageModules.login().then((m) => m.LoginPage)) },
  { path: 'logout', ...lazyPage(() => pageModules.logout().then((m) => m.LogoutPage)) },
  {
    handle: auth,
    // A signed-out start has only the sign-in page's texts: the signed-in pages' come with their layout.
    ...lazyPage(async () => (await Promise.all([pageModules.layout(), loadSignedInTexts()]))[0].AppLayout),
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            path: 'dashboard',
            // The loader asks for the dashboard's data as soon as the catalogue is in, before rendering.
            lazy: async () => {
              const { DashboardPage, dashboardLoader } = await pageModules.dashboard()
              return { Component: DashboardPage, loader: dashboardLoader }
            }
          },
          {
            path: 'profile',
            ...lazyPage(() => pageModules.profile().then((m) => m.ProfilePage))
          },
          {
            path: 'profile/changePassword',
            ...lazyPage(() => pageModules.changePassword().then((m) => m.ChangePasswordPage))
          },
          {
            path: 'profile/changeProfile',
            ...lazyPage(() => pageModules.changeProfile().then((m) => m.ChangeProfilePage))
          },
          {
            path: 'securityLog',
            ...lazyPage(() => pageModules.securityLog().then((m) => m.SecurityLogPage))
          },
          {
            path: 'admins',
            shouldRevalidate: enteringOnly,
            lazy: {
              loader: async () => (await pageModules.listData()).listLoader(FIXED_LISTS.admins),
              Component: async () => (await pageModules.admins()).AdminsPage
            }
          },
          {
            path: 'appUsers',
            ...lazyPage(() => pageModules.appUsers().then((m) => m.AppUsersPage))
          },
          {
            path: 'v/:shortId',
            ...lazyPage(() => pageModules.savedView().then((m) => m.OpenSavedViewPage))
          },
          {
            path: 'calendar',
            ...lazyPage(() => pageModules.calendar().then((m) => m.CalendarPage))
          },
          // Administrators' pages for integrators: API tokens, and the API's documentation.
          {
            path: 'apiTokens',
            ...lazyPage(() => pageModules.apiTokens().then((m) => m.ApiTokensPage))
          },
          {
            path: 'apiDocs',
            ...lazyPage(() => pageModules.apiDocs().then((m) => m.ApiDocsPage))
          },
          {
            path: 'webhooks',
            ...lazyPage(() => pageModules.webhooks().then((m) => m.WebhooksPage))
          },
          // The media library as a page: browse, upload, search, see where files are used, delete.
          {
            path: 'media',
            ...lazyPage(() => pageModules.media().then((m) => m.MediaPage))
          },
          {
            path: 'news',
            shouldRevalidate: enteringOnly,
            lazy: {
              loader: async () => (await pageModules.listData()).listLoader(FIXED_LISTS.news),
              Component: async () => (await pageModules.news()).NewsPage
            }
          },
          // A list's trash: its removed records, restored from there.
          {
            path: ':list/trash',
            ...lazyPage(() => pageModules.trash().then((m) => m.TrashPage))
          },
          // A list's editor (R-RT-03, R-RT-09): edit by id, or create (optionally from ?clone=).
          {
            path: ':list/edit/:id?',
            ...lazyPage(() => pageModules.editor().then((m) => m.EditorPage))
          },
          // The generic schema route (param pathMatch): a list page, or 404 (R-RT-07).
          {
            path: '*',
            shouldRevalidate: enteringOnly,
            // The loader asks for the list's rows as soon as the catalogue is in, before rendering.
            lazy: {
              loader: async () => (await pageModules.listData()).listLoader(),
              Component: async () => (await pageModules.schemaList()).SchemaListPage
            }
          }
        ]
      }
    ]
  }
]

/** Every page three times: no prefix (Traditional Chinese), /en and /zh-cn (R-RT-02, C20). */
export const routes: RouteObject[] = [
  {
    element: (
      <RouterLocation>
        <RootLayout />
      </RouterLocation>
    ),
    errorElement: (
      <RouterLocation>
        <RouteError />
      </RouterLocation>
    ),
    hydrateFallbackElement: <LoadingScreen />,
    children: LANGS.map((lang) => ({
      path: LOCALES[lang].prefix ? `/${LOCALES[lang].prefix}` : '/',
      element: <LocaleScope lang={lang} />,
      children: [{ element: <RouteMiddleware />, children: pageRoutes() }]
    }))
  }
]
