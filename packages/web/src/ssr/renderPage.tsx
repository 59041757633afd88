import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import {
  DEFAULT_LANG,
  DESKTOP_VIEW,
  LANGS,
  LOCALES,
  UI_CONSTANTS,
  type Lang,
  type PageCalls,
  type PageRendererModule,
  type RenderPage,
  type SchemasAnswer
} from '@tutor-admin/shared'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { splitUser } from '../api/profile'
import { queryClient } from '../api/queryClient'
import { AppProviders } from '../app/AppProviders'
import { initialAppState, useAppStore, type AppState } from '../state/appStore'
import { pageModules } from '../app/pageModules'
import { listRouteByName } from '../records/listRoute'
import { routes } from '../app/routes'
import { serverViewport } from '../app/serverViewport'
import { changeLang, i18n, initI18n } from '../i18n/i18n'
import { serializePageState, type PageState } from '../state/pageState'
import { readDashboardData } from './readDashboardData'
import { readListPage } from './readListPage'

/**
 * Sets the console's state for the page being rendered. A render on the server reads the store's
 * first state (zustand's server snapshot), so that one is set too; one page renders at a time.
 */
const setAppState = (state: Partial<AppState>) => {
  useAppStore.setState(state)
  Object.assign(useAppStore.getInitialState(), state)
}

const handler = createStaticHandler(routes)

let rendering: Promise<unknown> = Promise.resolve()

/**
 * Runs renders one after the other: the console's store, query cache and translations are one
 * each per process, set for the page being rendered. Only the render waits; data is read before.
 */
const oneAtATime = <T,>(work: () => Promise<T>): Promise<T> => {
  const run = rendering.then(work, work)
  rendering = run.catch(() => undefined)
  return run
}

let i18nReady: Promise<void> | undefined

/** The translations, first loaded in `lang`. */
const translations = (lang: Lang) => (i18nReady ??= initI18n(lang))

/** Loads what every render needs (translations, the dashboard's and list pages' code) before the first page. */
const loadRenderer = async () => {
  await translations(DEFAULT_LANG)
  await i18n.loadLanguages([...LANGS])
  await Promise.all(
    (['layout', 'dashboard', 'listData', 'schemaList', 'admins', 'news'] as const).map((name) =>
      pageModules[name]()
    )
  )
}

/** The dashboard's data, and its title in the page's language. */
const readDashboardPage = async (url: URL, user: PageState['user'], calls: PageCalls) => {
  const dashboard = await readDashboardData(url, user, calls)
  if (!dashboard) return undefined
  await translations(dashboard.lang)
  await i18n.loadLanguages(dashboard.lang)
  return { ...dashboard, title: i18n.getFixedT(dashboard.lang)('menu.dashboard'), chunks: ['dashboard'] }
}

/** A list page's data, its title and its code's chunk group. */
const readListPageOf = async (url: URL, user: PageState['user'], calls: PageCalls) => {
  const page = await readListPage(url, user, calls)
  return page && { ...page, chunks: ['list'] }
}

/**
 * Renders a signed-in dashboard or list page on the server (the console's own components: layout,
 * menu, and the dashboard's counts and charts or the list with its first rows) with its critical
 * CSS, and the data it was made from for the console to start from. Other pages answer undefined
 * and load as usual.
 */
export const renderPage: RenderPage = async ({ url: address, user: account, calls, view }) => {
  const url = new URL(address, 'http://localhost')
  const { user, profile } = splitUser(account)
  const page = (await readDashboardPage(url, user, calls)) ?? (await readListPageOf(url, user, calls))
  if (!page) return undefined
  const state: PageState = {
    user,
    profile: JSON.stringify(profile),
    title: page.title,
    queries: page.queries
  }
  return oneAtATime(async () => {
    try {
      await translations(page.lang)
      await changeLang(page.lang)
      if (i18n.language !== page.lang) return undefined
      serverViewport.width = view.width
      setAppState({
        ...initialAppState(),
        locale: page.lang,
        user,
        profile: state.profile,
        title: page.title,
        // As the console starts in dark mode: the drawer collapsed to mini (R-LAY-09).
        dark: view.dark,
        drawerOpen: !view.dark
      })
      queryClient.clear()
      for (const { key, data } of page.queries) queryClient.setQueryData(key, data)
      const context = await handler.query(new Request(url))
      if (context instanceof Response || context.errors) return undefined
      const router = createStaticRouter(handler.dataRoutes, context)
      const cache = createCache({ key: 'css' })
      const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache)
      const body = renderToString(
        <CacheProvider value={cache}>
          <AppProviders>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </CacheProvider>
      )
      return {
        htmlLang: LOCALES[page.lang].htmlLang,
        title: `${page.title} | ${UI_CONSTANTS.defaultTitle}`,
        head: constructStyleTagsFromChunks(extractCriticalToChunks(body)),
        // Seen but not usable until the console has taken over (its first render replaces it).
        body: `<div inert>${body}</div>`,
        state: serializePageState(state),
        preload: page.chunks
      }
    } finally {
      queryClient.clear()
      setAppState(initialAppState())
    }
  })
}

/** The account of the warm-up renders: an administrator, who may read every list. */
const WARM_UP_USER = { _id: 'page-render-warm-up', role: 'admin' }

/**
 * The finds of a warm-up render: no rows from any service (a page of none from a collection, an
 * empty list from the others). It reads no data and writes nothing.
 */
const noRows =
  (schemas: SchemasAnswer): PageCalls['find'] =>
  async (service, query) =>
    schemas.schemas[service]
      ? { total: 0, limit: typeof query.$limit === 'number' ? query.$limit : 0, skip: 0, data: [] }
      : []

export const warmRenderer: PageRendererModule['warmRenderer'] = async (calls) => {
  await loadRenderer()
  if (!calls) return []
  // The first list page a new thread rendered took 420-490 ms on a 2-core machine, the next ones
  // 90-110 ms: the dashboard and a paged list are rendered once, with no rows, before anyone asks
  // (the first list page then took 230-240 ms).
  const schemas = await calls.schemas()
  const list = Object.keys(schemas.schemas)
    .map((name) => listRouteByName(schemas, name))
    .find((route) => route && !route.settings.virtual && route.settings.paginate !== 'cursor')
  const warmUp = { schemas: async () => schemas, find: noRows(schemas) }
  const rendered: string[] = []
  for (const path of ['/dashboard', ...(list ? [list.path] : [])]) {
    const page = await renderPage({ url: path, user: WARM_UP_USER, calls: warmUp, view: DESKTOP_VIEW })
    if (page) rendered.push(path)
  }
  return rendered
}
