import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { session } from '../api/client'
import { useAppStore } from '../state/appStore'
import { fieldProblemsOf } from '../errors/fieldProblemsOf'
import { showError } from '../errors/showError'
import type { Row } from '../list/data/fetchRows'
import type { Problems, RecordValues } from './editorValues'

/**
 * Saves a form (R-ED-04, R-ED-06): creates the record, or patches it by id with the changes. On
 * success "Saved" shows and the lists of the service refresh; on failure the snackbar says what went
 * wrong in the interface's language, the form stays, and its field problems (400, 409) go to `onProblems`.
 */
export const useSaveRecord = (
  service: string,
  onSaved: (saved: Row) => unknown,
  onProblems: (problems: Problems) => void
) => {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: RecordValues }) =>
      id ? session.call<Row>(service, 'patch', id, body) : session.call<Row>(service, 'create', body),
    onSuccess: async (saved) => {
      useAppStore.getState().setSuccess(t('basic.saveSuccess'))
      await queryClient.invalidateQueries({ queryKey: ['list', service] })
      await onSaved(saved)
    },
    onError: (error) => {
      showError(error, { service })
      onProblems(fieldProblemsOf(error))
    }
  })
}
