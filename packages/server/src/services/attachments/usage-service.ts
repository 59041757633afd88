import type { Params } from '@feathersjs/feathers'
import { editorSettingsOf, LANGS, type Lang } from '@tutor-admin/shared'
import type { Application } from '../../declarations'
import { invalidFields } from '../../errors/http-errors'
import { authorize } from '../../hooks/authorize'
import type { AttachmentUsage } from './attachment-usage'
import type { AttachmentsService } from './attachments.class'

/** The language `?lang=` asks the records' labels in: one of LANGS, Traditional Chinese when not given. */
const langOf = (query: Record<string, unknown> | undefined): Lang | undefined => {
  const lang = query?.lang
  if (lang === undefined) return undefined
  if (typeof lang === 'string' && (LANGS as readonly string[]).includes(lang)) return lang as Lang
  throw invalidFields('query', { lang: `must be one of ${LANGS.join(', ')}` })
}

/**
 * `GET /api/attachmentUsage/{id}?lang=en`: the records that use an attachment, each labelled in the
 * language asked (the console's), for anyone who may read attachments.
 */
class AttachmentUsageService {
  constructor(private readonly attachments: AttachmentsService) {}

  async get(id: string, params?: Params): Promise<AttachmentUsage> {
    const lang = langOf(params?.query)
    return this.attachments.usage(id, { ...params, query: {} }, lang)
  }
}

export const usageService = (app: Application, attachments: AttachmentsService) => {
  app.use('attachmentUsage', new AttachmentUsageService(attachments), { methods: ['get'] })
  const settings = editorSettingsOf(app.get('catalogue').collection('attachments'))
  app.service('attachmentUsage').hooks({ around: { all: [authorize(settings)] } })
}
