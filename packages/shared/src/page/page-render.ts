import type { SchemasAnswer } from '../catalogue/catalogue.types'
import type { PageView } from './page-view'

/** The calls a page rendered on the server reads its data through, as the signed-in user. */
export interface PageCalls {
  /** The catalogue (`GET /api/schemas`). */
  schemas(): Promise<SchemasAnswer>
  /** A service's find, through its hooks and permissions. */
  find(service: string, query: Record<string, unknown>): Promise<unknown>
}

/** A page to render on the server for a signed-in browser. */
export interface PageRenderRequest {
  /** The page's path and query, e.g. `/en/teachers?list=…`. */
  url: string
  /** The signed-in account as the API answers it. */
  user: Record<string, unknown> & { _id: string }
  calls: PageCalls
  /** How the person sees the console: the page is rendered for that width and theme. */
  view: PageView
}

/** The parts of a page rendered on the server, to put into `index.html`. */
export interface RenderedPage {
  /** `lang` of the `<html>` element. */
  htmlLang: string
  /** The document title. */
  title: string
  /** Style elements for the head (the page's critical CSS). */
  head: string
  /** The markup inside the root element. */
  body: string
  /** The data the page was rendered from, as JSON safe inside a script element. */
  state: string
  /**
   * The web build's chunk groups the page starts with (`CHUNK_GROUPS` of its Vite config), which
   * the page links for the browser to fetch at once.
   */
  preload: string[]
}

/** Renders a page, or answers undefined when the page is not one rendered on the server. */
export type RenderPage = (request: PageRenderRequest) => Promise<RenderedPage | undefined>

/** What the web build's server renderer (`dist-ssr/renderPage.js`) exports. */
export interface PageRendererModule {
  renderPage: RenderPage
  /**
   * Loads what every render needs (translations, the dashboard's and list pages' code) before the
   * first page; given the catalogue's call, also renders the dashboard and a list page once, with
   * no rows, and answers the paths it rendered.
   */
  warmRenderer(calls?: Pick<PageCalls, 'schemas'>): Promise<string[]>
}

/**
 * The web build's list of the files of each chunk group (beside its index.html), for
 * {@link RenderedPage.preload}.
 */
export const START_CHUNKS_FILE = 'start-chunks.json'

/** The id of the script element that carries {@link RenderedPage.state}. */
export const PAGE_STATE_ID = 'console-state'
