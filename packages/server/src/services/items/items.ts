import { editorSettingsOf } from '@tutor-admin/shared'
import type { Application } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { ItemsService } from './items.class'
import { itemsContext } from './items-context'
import { listAnswerAsText } from './list-answer'
import { recordEtag } from './version-precondition'

const METHODS = ['find', 'get', 'create', 'update', 'patch', 'remove'] as const

/** Registers one generic service per catalogue collection at `/api/{name}` (C9), guarded by its page's rules. */
export const items = (app: Application) => {
  const catalogue = app.get('catalogue')
  for (const collection of catalogue.collections) {
    if (app.get('customServices').has(collection.name)) continue
    const service = new ItemsService(collection, itemsContext(app))
    app.use(collection.name, service, { methods: [...METHODS] })
    app.service(collection.name).hooks({
      around: {
        all: [authorize(editorSettingsOf(collection))],
        find: [listAnswerAsText],
        get: [recordEtag],
        patch: [recordEtag],
        update: [recordEtag]
      }
    })
  }
}
