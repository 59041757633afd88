/** Translation files per language under `locales/<lng>/<namespace>.json`. */
export const NAMESPACES = [
  'common',
  'dashboard',
  'editor',
  'errors',
  'list',
  'media',
  'palette',
  'profile',
  'tokens',
  'webhooks'
] as const

export type Namespace = (typeof NAMESPACES)[number]

/** What the sign-in page shows: a signed-out start loads only these before its first render. */
export const START_NAMESPACES = ['common', 'errors'] as const satisfies readonly Namespace[]

type LanguageFiles = Record<Namespace, Record<string, unknown>>
type StartFiles = Pick<LanguageFiles, (typeof START_NAMESPACES)[number]>

const languages = new Map<string, Promise<LanguageFiles>>()
const starts = new Map<string, Promise<StartFiles>>()

/**
 * A language's translation files, all namespaces in one request. A signed-in start asks for them
 * first thing, beside the console's code, and i18next finds them on their way.
 */
export const loadLanguage = (lng: string): Promise<LanguageFiles> => {
  if (!languages.has(lng))
    languages.set(
      lng,
      import(`./locales/${lng}/index.ts`).then((module) => module.default)
    )
  return languages.get(lng)!
}

/** A language's start namespaces only (the sign-in page's), in a file of their own. */
export const loadStartLanguage = (lng: string): Promise<StartFiles> => {
  if (!starts.has(lng))
    starts.set(
      lng,
      import(`./locales/${lng}/start.ts`).then((module) => module.default)
    )
  return starts.get(lng)!
}

const isStart = (ns: string): ns is keyof StartFiles => (START_NAMESPACES as readonly string[]).includes(ns)

/** One namespace of a language, from the smallest file that holds it. */
export const loadNamespace = async (lng: string, ns: string): Promise<Record<string, unknown> | undefined> =>
  isStart(ns) ? (await loadStartLanguage(lng))[ns] : (await loadLanguage(lng))[ns as Namespace]
