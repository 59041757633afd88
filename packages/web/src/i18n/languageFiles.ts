/** Translation files per language under `locales/<lng>/<namespace>.json`. */
export const NAMESPACES = ['common', 'dashboard', 'editor', 'errors', 'list', 'media', 'profile'] as const

export type Namespace = (typeof NAMESPACES)[number]
type LanguageFiles = Record<Namespace, Record<string, unknown>>

const languages = new Map<string, Promise<LanguageFiles>>()

/**
 * A language's translation files, all namespaces in one request. The start asks for them first
 * thing, beside the console's code, and i18next finds them on their way.
 */
export const loadLanguage = (lng: string): Promise<LanguageFiles> => {
  if (!languages.has(lng))
    languages.set(
      lng,
      import(`./locales/${lng}/index.ts`).then((module) => module.default)
    )
  return languages.get(lng)!
}
