import { editorSettingsOf } from '@tutor-admin/shared'
import type { Application } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { itemsContext } from '../items/items-context'
import { AttachmentsService } from './attachments.class'
import { usageService } from './usage-service'

const METHODS = ['find', 'get', 'create', 'update', 'patch', 'remove'] as const

/**
 * Registers `/api/attachments` (C16) in place of the generic service of its collection, with the
 * storage the settings name, and `/api/attachmentUsage/{id}`: where an attachment is used.
 */
export const attachments = (app: Application) => {
  const catalogue = app.get('catalogue')
  const collection = catalogue.collection('attachments')
  app.get('customServices').add(collection.name)
  const service = new AttachmentsService(collection, itemsContext(app), {
    storage: app.get('storage'),
    logger: app.get('logger'),
    announcePatched: (name, record) => app.service(name).emit('patched', record)
  })
  app.use('attachments', service, { methods: [...METHODS] })
  app.service('attachments').hooks({ around: { all: [authorize(editorSettingsOf(collection))] } })
  usageService(app, service)
}
