import { cachedCollection } from '../api/cachedCollection'
import { fieldLabel } from '../fields/fieldLabel'
import { i18n } from '../i18n/i18n'
import { shownLang } from './errorText'

/** The labels of a service's fields in the language shown now, as its list heads them; a name when unknown. */
export const catalogueFieldLabel =
  (service: string) =>
  (name: string): string => {
    const field = cachedCollection(service)?.fields.find((candidate) => candidate.name === name)
    const lang = shownLang()
    return field ? fieldLabel(field, lang, i18n.getFixedT(lang)) : name
  }
