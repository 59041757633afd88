import type { Params } from '@feathersjs/feathers'
import { editorSettingsOf } from '@tutor-admin/shared'
import type { Application } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import type { AttachmentUsage } from './attachment-usage'
import type { AttachmentsService } from './attachments.class'

/** `GET /api/attachmentUsage/{id}`: the records that use an attachment, for anyone who may read attachments. */
class AttachmentUsageService {
  constructor(private readonly attachments: AttachmentsService) {}

  async get(id: string, params?: Params): Promise<AttachmentUsage> {
    return this.attachments.usage(id, { ...params, query: {} })
  }
}

export const usageService = (app: Application, attachments: AttachmentsService) => {
  app.use('attachmentUsage', new AttachmentUsageService(attachments), { methods: ['get'] })
  const settings = editorSettingsOf(app.get('catalogue').collection('attachments'))
  app.service('attachmentUsage').hooks({ around: { all: [authorize(settings)] } })
}
