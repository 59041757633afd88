import { can, isAdmin, tableRules } from '@tutor-admin/shared'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppStore } from '../state/appStore'
import { errorStatus } from '../errors/httpError'
import { labelText } from '../i18n/labelText'
import { listDefinitionOf } from '../records/listDefinition'
import type { ListRoute } from '../records/listRoute'
import { rowLabel } from '../records/columns/rowLabel'
import { useCellContext } from '../records/columns/useCellContext'
import { cloneValues, newRecordValues } from './editorValues'
import type { RecordValues } from '../fields/recordPlace'
import { useEditedRecord } from './useEditedRecord'

/** What an editor opens: a record by id, a copy of one, or a new record. */
export interface EditorTarget {
  id?: string | null
  clone?: string | null
}

/**
 * The record an editor opens and what stands in its way (R-ED-14, R-ROLE-13): `status` 403 when
 * the user may not read the route or may not create in it, 404 when the record is not found, the
 * error's status for any other failure. `title` names the page.
 */
export const useEditorSubject = (route: ListRoute, { id, clone }: EditorTarget) => {
  const { t } = useTranslation('editor')
  const user = useAppStore((state) => state.user)
  const context = useCellContext()
  const rules = tableRules(user, route.settings)
  const record = useEditedRecord(route.service, id)
  const source = useEditedRecord(route.service, id ? null : clone)
  const loading = record.isLoading || source.isLoading
  const failed = record.error ?? source.error
  const status =
    !can(user, route.settings, 'read') || (!id && !rules.create)
      ? 403
      : failed
        ? errorStatus(failed)
        : undefined
  const start = useMemo<RecordValues | undefined>(() => {
    if (id) return undefined
    if (clone) return source.data ? cloneValues(source.data) : undefined
    return newRecordValues(route.collection.fields, route.settings)
  }, [id, clone, source.data, route])
  const { columns } = useMemo(() => listDefinitionOf(route, isAdmin(user)), [route, user])
  const label = record.data ? rowLabel(record.data, columns, { ...context, labels: new Map() }) : undefined
  const routeName = labelText(route.settings.name, context.lang) || route.name
  const title = id ? `${routeName} · ${label ?? t('edit')}` : `${routeName} · ${t(clone ? 'clone' : 'new')}`
  return { record: record.data, start, loading, status, error: failed, label, title }
}
