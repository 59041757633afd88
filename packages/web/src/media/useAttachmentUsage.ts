import { useQuery } from '@tanstack/react-query'
import { LANGS, type Lang, type SchemasAnswer } from '@tutor-admin/shared'
import { useTranslation } from 'react-i18next'
import { session } from '../api/client'
import { useSchemas } from '../api/useSchemas'
import { fieldPathText } from './fieldPathText'

/** One record that uses an attachment, as the console shows it: in the language shown. */
export interface AttachmentUse {
  collection: string
  _id: string
  /** The record's name or title in the language shown. */
  label: string
  /** The field, by its catalogue label in the language shown: `Cover`, `Images #3`. */
  field: string
  /** Path of the field in the record: `cover`, `images.2`. */
  path?: string
}

/** What `GET /api/attachmentUsage/{id}` answers of a use. */
interface UseAnswer {
  collection: string
  _id: string
  label: string
  field: string
}

/** The uses as the console shows them: each field said by the catalogue's label of it in `lang`. */
const shownUses = (
  answer: { total: number; uses: UseAnswer[] },
  schemas: SchemasAnswer | undefined,
  lang: Lang,
  t: Parameters<typeof fieldPathText>[3]
) => ({
  total: answer.total,
  uses: answer.uses.map((use): AttachmentUse => ({
    ...use,
    path: use.field,
    field: fieldPathText(schemas?.schemas[use.collection], use.field, lang, t)
  }))
})

/**
 * Where an attachment is used (`GET /api/attachmentUsage/{id}?lang=…`), the records labelled and
 * their fields named in the language the console shows; nothing is asked without an id.
 */
export const useAttachmentUsage = (id: string | undefined) => {
  const { t, i18n } = useTranslation()
  const lang: Lang = LANGS.includes(i18n.language as Lang) ? (i18n.language as Lang) : 'cht'
  const schemas = useSchemas().data
  return useQuery({
    queryKey: ['attachmentUsage', id, lang],
    enabled: Boolean(id),
    staleTime: 5_000,
    retry: false,
    meta: { services: ['attachments'] },
    queryFn: () =>
      session.call<{ total: number; uses: UseAnswer[] }>('attachmentUsage', 'get', id!, { query: { lang } }),
    select: (answer) => shownUses(answer, schemas, lang, t)
  })
}
