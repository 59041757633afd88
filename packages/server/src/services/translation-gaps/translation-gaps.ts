import { TRANSLATION_GAPS_PATH } from '@tutor-admin/shared'
import type { Application } from '../../declarations'
import { TranslationGapsService } from './translation-gaps.class'

/** Registers `/api/translationGaps`: find only, and no events. */
export const translationGaps = (app: Application) => {
  app.use(TRANSLATION_GAPS_PATH, new TranslationGapsService(app.get('knex'), app.get('catalogue')), {
    methods: ['find'],
    events: []
  })
}
