import { Card, CardContent, LinearProgress } from '@mui/material'
import { useQueryClient } from '@tanstack/react-query'
import { isAdmin, tableRules } from '@tutor-admin/shared'
import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorPage } from '../errors/ErrorPage'
import { errorMessage } from '../errors/httpError'
import { editExtensionOf } from '../extensions/editExtensions'
import { HistoryPanel } from '../journal/HistoryPanel'
import { usePageTitle } from '../state/usePageTitle'
import { LinkedRows } from '../records/rows/LinkedRows'
import type { ListRoute } from '../records/listRoute'
import { useCellContext } from '../records/columns/useCellContext'
import type { Row } from '../records/data/fetchRows'
import { useAppStore } from '../state/appStore'
import { AccountSecurityPanel } from '../twoFactor/AccountSecurityPanel'
import { RecordEditor } from './RecordEditor'
import { useEditorSubject, type EditorTarget } from './useEditorSubject'

export interface RecordEditorPanelProps {
  route: ListRoute
  target: EditorTarget
  onDone: () => unknown
  /** Keeps a new form apart from the last one (the history entry's key). */
  formKey?: string
  /** The editor is the page: its title is the page's. */
  page?: boolean
}

function PageTitle({ title }: { title: string }) {
  usePageTitle(title)
  return null
}

/**
 * The editor of one record of a route, or the page that says why it cannot open (403, 404:
 * R-ED-14), with a progress bar while the record loads; an edited record's linked records
 * (`linkedTable`, R-SCH-09) below it, e.g. a lesson's joins. A route's editor extension that
 * replaces the editor takes its place (R-ED-12). Below, an edited record's history; a version
 * restored from it opens in the form anew.
 */
export function RecordEditorPanel({ route, target, onDone, formKey, page = false }: RecordEditorPanelProps) {
  const { t } = useTranslation('list')
  const subject = useEditorSubject(route, target)
  const context = useCellContext()
  const linked = route.settings.linkedTable
  const user = useAppStore((state) => state.user)
  const queryClient = useQueryClient()
  // A restore rewrites the record: the form starts again from the record as it now is.
  const [revision, setRevision] = useState(0)
  const restored = (record: Row) => {
    queryClient.setQueryData(['record', route.service, record._id], record)
    setRevision((current) => current + 1)
  }
  const extension = editExtensionOf(route.settings)
  const title = page && <PageTitle title={subject.title} />
  if (subject.status === 403) return <ErrorPage status={403} message={t('forbidden')} />
  if (subject.status)
    return (
      <ErrorPage
        status={subject.status}
        message={subject.status === 404 ? undefined : errorMessage(subject.error)}
      />
    )
  if (subject.loading || !(subject.record ?? subject.start))
    return (
      <>
        {title}
        <LinearProgress aria-label={t('common:basic.loading')} />
      </>
    )
  return (
    <>
      {title}
      {extension?.mode === 'replace' ? (
        <Suspense fallback={null}>
          <extension.Component
            key={`${subject.record?._id ?? formKey}:${revision}`}
            route={route}
            record={subject.record}
            values={subject.record ?? subject.start ?? {}}
            title={subject.title}
            onDone={onDone}
          />
        </Suspense>
      ) : (
        <RecordEditor
          key={`${subject.record?._id ?? formKey}:${revision}`}
          route={route}
          record={subject.record}
          start={subject.start}
          label={subject.label}
          title={subject.title}
          onDone={onDone}
        />
      )}
      {subject.record && linked && (
        <Card sx={{ mt: 2 }}>
          <CardContent>
            <LinkedRows linked={linked} id={subject.record._id} context={context} />
          </CardContent>
        </Card>
      )}
      {subject.record && route.service === 'users' && isAdmin(user) && (
        <AccountSecurityPanel account={subject.record._id} />
      )}
      {subject.record && (
        <HistoryPanel
          route={route}
          recordId={subject.record._id}
          canRestore={tableRules(user, route.settings).patch}
          onRestored={restored}
        />
      )}
    </>
  )
}
