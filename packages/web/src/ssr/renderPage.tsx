import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import {
  can,
  DEFAULT_LANG,
  isAdmin,
  LANGS,
  LOCALES,
  methodAccess,
  splitLocalePath,
  UI_CONSTANTS,
  type ListSettingsRecord,
  type PageCalls,
  type Paginated,
  type RenderPage
} from '@tutor-admin/shared'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { splitUser } from '../api/profile'
import { queryClient } from '../api/queryClient'
import { schemasQuery } from '../api/useSchemas'
import { AppProviders } from '../app/AppProviders'
import { initialAppState, useAppStore, type AppState } from '../state/appStore'
import { modulesOfPath, pageModules } from '../app/pageModules'
import { FIXED_LISTS } from '../pages/list/fixedLists'
import { routes } from '../app/routes'
import { serverViewport } from '../app/serverViewport'
import { changeLang, i18n, initI18n } from '../i18n/i18n'
import { labelText } from '../i18n/labelText'
import { fetchListPage, type FindCall, type Row } from '../records/data/fetchRows'
import { listDefinitionOf, readUrlState } from '../records/listDefinition'
import { findQueryOf } from '../records/data/listQuery'
import { findListRoute, listRouteByName } from '../records/listRoute'
import { lookupQueries } from '../records/references/refLookups'
import { listRowsQuery } from '../list/data/useListRows'
import { listSettingsQuery, settingsOfList } from '../list/columns/listSettingsQuery'
import { serializePageState, type PageState, type SeededQuery } from '../state/pageState'

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

/** A lookup as the list runs it: a label that cannot be loaded leaves the list as it is (R-LIST-07). */
const lookup = async (calls: PageCalls, service: string, query: Record<string, unknown>) => {
  try {
    const answer = (await calls.find(service, query)) as { data: Row[] } | Row[]
    return Array.isArray(answer) ? answer : answer.data
  } catch {
    return []
  }
}

/**
 * Reads a list page's data as the console would ask for it: the catalogue, the first page of rows
 * for the state in the URL (the same find query as the screen's) and the labels of its references.
 * Undefined when the path is not a paged list the user may read.
 */
const readListPage = async (url: URL, user: PageState['user'], calls: PageCalls) => {
  const { lang, path } = splitLocalePath(url.pathname)
  const modules = modulesOfPath(path)
  if (!modules.includes('listData')) return undefined
  const fixed = modules.find((name): name is keyof typeof FIXED_LISTS => name in FIXED_LISTS)
  // The person's own columns decide what the list shows and asks for: read beside the catalogue.
  const [schemas, kept] = await Promise.all([
    calls.schemas(),
    (calls.find('listSettings', {}) as Promise<Paginated<ListSettingsRecord>>).then(
      (answer) => answer.data,
      () => undefined
    )
  ])
  const route = fixed ? listRouteByName(schemas, FIXED_LISTS[fixed]) : findListRoute(schemas, path)
  if (!route || route.settings.virtual || route.settings.paginate === 'cursor') return undefined
  // The API's check of a find and the list page's own (R-ROLE-09, R-ROLE-13).
  if (methodAccess(user, route.settings, 'find') !== 'allowed' || !can(user, route.settings, 'read'))
    return undefined
  const { columns, defaults, select } = listDefinitionOf(
    route,
    isAdmin(user),
    settingsOfList(kept, route.path)?.columns
  )
  const state = readUrlState(url.searchParams, defaults)
  // Every row at once (-1) is left to the console.
  if (state.rowsPerPage < 0) return undefined
  const rowsQuery = listRowsQuery(route.service, findQueryOf(route.settings, state, select), false)
  const find: FindCall = (service, query) => calls.find(service, query) as ReturnType<FindCall>
  const answer = await fetchListPage(find, route.service, rowsQuery.queryKey[2], false)
  const fields = columns.map((column) => ({ ...column.field, name: column.name }))
  const lookups = [...lookupQueries(fields, answer.data).values()].flat()
  const labels = await Promise.all(
    lookups.map(async ({ service, query }): Promise<SeededQuery> => ({
      key: ['lookup', service, query],
      data: await lookup(calls, service, query)
    }))
  )
  const queries: SeededQuery[] = [
    { key: schemasQuery.queryKey, data: schemas },
    ...(kept ? [{ key: listSettingsQuery(user._id).queryKey, data: kept }] : []),
    { key: rowsQuery.queryKey, data: answer },
    ...labels
  ]
  return { lang, title: labelText(route.settings.name, lang) || route.name, queries }
}

/** Loads what every render needs (translations, the list pages' code) before the first page. */
export const warmRenderer = async () => {
  i18nReady ??= initI18n(DEFAULT_LANG)
  await i18nReady
  await i18n.loadLanguages([...LANGS])
  await Promise.all(
    (['layout', 'listData', 'schemaList', 'admins', 'news'] as const).map((name) => pageModules[name]())
  )
}

/**
 * Renders a signed-in list page on the server (the console's own components: layout, menu and the
 * list with its first rows) with its critical CSS, and the data it was made from for the console
 * to start from. Other pages answer undefined and load as usual.
 */
export const renderPage: RenderPage = async ({ url: address, user: account, calls, view }) => {
  const url = new URL(address, 'http://localhost')
  const { user, profile } = splitUser(account)
  const page = await readListPage(url, user, calls)
  if (!page) return undefined
  const state: PageState = {
    user,
    profile: JSON.stringify(profile),
    title: page.title,
    queries: page.queries
  }
  return oneAtATime(async () => {
    try {
      i18nReady ??= initI18n(page.lang)
      await i18nReady
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
        state: serializePageState(state)
      }
    } finally {
      queryClient.clear()
      setAppState(initialAppState())
    }
  })
}
