import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { session } from '../api/client'
import { useAppStore } from '../state/appStore'
import { fieldProblemsOf } from '../errors/fieldProblemsOf'
import { readError } from '../api/readError'
import { showError } from '../errors/showError'
import type { Row } from '../records/data/fetchRows'
import type { Problems } from '../fields/fieldProblems'
import type { RecordValues } from '../fields/recordPlace'

/** A save: a create, or a patch by id of the record at `version` (its `modified` as loaded). */
export interface SaveRequest {
  id?: string
  body: RecordValues
  version?: unknown
}

/**
 * Saves a form (R-ED-04, R-ED-06): creates the record, or patches it by id with the changes and
 * the version they were made on (`$ifModified`). On success "Saved" shows and the lists of the
 * service refresh. When someone else saved the record meanwhile, `onConflict` gets the record as it
 * is now (409 editConflict); on other failures the snackbar says what went wrong in the interface's
 * language, the form stays, and its field problems (400, 409) go to `onProblems`.
 */
export const useSaveRecord = (
  service: string,
  onSaved: (saved: Row) => unknown,
  onProblems: (problems: Problems) => void,
  onConflict: (current: Row) => void
) => {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body, version }: SaveRequest) =>
      id
        ? session.call<Row>(service, 'patch', id, body, {
            query: typeof version === 'string' ? { $ifModified: version } : {}
          })
        : session.call<Row>(service, 'create', body),
    onSuccess: async (saved) => {
      useAppStore.getState().setSuccess(t('basic.saveSuccess'))
      await queryClient.invalidateQueries({ queryKey: ['list', service] })
      await onSaved(saved)
    },
    onError: (error) => {
      const { code, data } = readError(error)
      if (code === 'editConflict' && data.current && typeof data.current === 'object')
        return onConflict(data.current as Row)
      showError(error, { service })
      onProblems(fieldProblemsOf(error))
    }
  })
}
