import CloneIcon from '@mui/icons-material/ContentCopyOutlined'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined'
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material'
import { isAdmin, tableRules } from '@tutor-admin/shared'
import { isEqual } from 'es-toolkit'
import { Suspense, useMemo, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useSchemas } from '../api/useSchemas'
import { editExtensionOf } from '../extensions/editExtensions'
import { useAppStore } from '../state/appStore'
import type { Row } from '../records/data/fetchRows'
import type { ListRoute } from '../records/listRoute'
import { useRowDelete } from '../records/rows/useRowDelete'
import { useRowNavigation } from '../records/rows/useRowNavigation'
import { ConflictDialog } from './conflict/ConflictDialog'
import { conflictItems, mergedValues, type ConflictItem, type Side } from './conflict/conflictItems'
import { editorFieldsOf, isShown, type WidgetKind } from './editorFields'
import { createBody, patchBody, problemsOf } from './editorValues'
import type { Problems } from '../fields/fieldProblems'
import type { RecordValues } from '../fields/recordPlace'
import { FieldWidget } from './FieldWidget'
import { PresenceBar } from '../presence/PresenceBar'
import { useRecordPresence } from '../presence/useRecordPresence'
import { RecordPlaceContext } from '../fields/recordPlace'
import { useLeaveGuard } from './useLeaveGuard'
import { useSaveRecord } from './useSaveRecord'
import { useSaveShortcut } from '../shortcuts/useSaveShortcut'

/** Widgets that take the form's whole width. */
const WIDE: WidgetKind[] = [
  'multiline',
  'translated',
  'rich',
  'translatedRich',
  'object',
  'objects',
  'refs',
  'attachments',
  'tags',
  'enums',
  'person'
]

export interface RecordEditorProps {
  route: ListRoute
  /** The record edited; none for a new one. */
  record?: Row
  /** Where a new record starts: defaults, or the record it copies. */
  start?: RecordValues
  /** How the record is named in the delete confirmation. */
  label?: string
  /** The form's heading. */
  title: string
  /** After a save (with the saved record), a removal or a cancel. */
  onDone: (saved?: Row) => unknown
}

/**
 * The generated editor of a route's records (R-ED-01..09): a widget per field, conditional fields
 * only while their condition holds, the record's rules checked before it is sent, then created or
 * patched with its changes. A user who may not write the route sees the fields disabled (R-ROLE-08).
 * The route's editor extension, when it extends the editor, follows it with the form's values (R-ED-12).
 * Others who have the record open show above the form; a save that meets the record saved by
 * someone else meanwhile opens the conflict view, whose merge is saved on top of their version.
 */
export function RecordEditor({ route, record, start = {}, label, title, onDone }: RecordEditorProps) {
  const { t } = useTranslation('editor')
  const user = useAppStore((state) => state.user)
  const enums = useSchemas().data?.enums
  const rules = useMemo(() => tableRules(user, route.settings), [user, route.settings])
  const fields = useMemo(
    () =>
      editorFieldsOf(route.collection, route.settings, {
        editing: Boolean(record),
        staffNames: isAdmin(user)
      }),
    [route, record, user]
  )
  const [values, setValues] = useState<RecordValues>(() => record ?? start)
  /** The version the form's changes are made on: the record as loaded, or as merged after a conflict. */
  const [base, setBase] = useState(record)
  const [conflict, setConflict] = useState<{ theirs: Row; items: ConflictItem[] }>()
  const others = useRecordPresence(route.collection.name, record?._id)
  const place = useMemo(() => ({ collection: route.collection.name, id: record?._id }), [route, record])
  const [problems, setProblems] = useState<Problems>({})
  const [tried, setTried] = useState(false)
  const extension = editExtensionOf(route.settings)
  const canSave = record ? rules.patch : rules.create
  const mode = record ? 'patch' : 'create'
  const bodyOf = (current: RecordValues, from = base) =>
    from ? patchBody(fields, from, current) : createBody(fields, current)
  const dirty = canSave && !isEqual(bodyOf(values), bodyOf(base ?? start))
  const letGo = useLeaveGuard(dirty)
  const form = useRef<HTMLFormElement>(null)
  useSaveShortcut(form)
  const leave = (saved?: Row) => {
    letGo()
    return onDone(saved)
  }
  const save = useSaveRecord(route.service, leave, setProblems, (theirs) => {
    const items = conflictItems(fields, base ?? {}, values, theirs)
    // Their save made the same values: nothing to choose between.
    if (items.length === 0) return saveMerge(theirs, items, {})
    setConflict({ theirs, items })
  })
  const saveMerge = (theirs: Row, items: ConflictItem[], choices: Record<string, Side>) => {
    const merged = mergedValues(items, choices, theirs)
    const body = bodyOf(merged, theirs)
    setConflict(undefined)
    setBase(theirs)
    setValues(merged)
    if (Object.keys(body).length === 0) return leave(theirs)
    save.mutate({ id: theirs._id, body, version: theirs.modified })
  }
  const { clone } = useRowNavigation(route)
  const remove = useRowDelete(
    route.service,
    () => label ?? record?._id ?? '',
    () => leave()
  )

  const change = (name: string, value: unknown) => {
    const next = { ...values, [name]: value }
    setValues(next)
    // Once a save was tried, problems follow the typing.
    if (tried) setProblems(problemsOf(fields, bodyOf(next), mode, enums))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!canSave || save.isPending) return
    const body = bodyOf(values)
    const found = problemsOf(fields, body, mode, enums)
    setTried(true)
    setProblems(found)
    if (Object.keys(found).length) {
      useAppStore.getState().setError(t('fixProblems'))
      return
    }
    if (record && Object.keys(body).length === 0) return onDone()
    save.mutate({ id: record?._id, body, version: base?.modified })
  }

  return (
    <>
      <Card component="form" ref={form} onSubmit={submit} noValidate data-testid="editor">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography component="h2" variant="h6" sx={{ mb: 2.5 }}>
            {title}
          </Typography>
          <PresenceBar people={others} />
          {!canSave && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('readOnly')}
            </Alert>
          )}
          <RecordPlaceContext value={place}>
            <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              {fields
                .filter(({ field }) => isShown(field, values))
                .map(({ field, widget, readOnly }) => (
                  <Box
                    key={field.name}
                    sx={{ gridColumn: WIDE.includes(widget) ? '1 / -1' : undefined }}
                    data-field={field.name}
                  >
                    <FieldWidget
                      field={field}
                      widget={widget}
                      value={values[field.name]}
                      onChange={(value) => change(field.name, value)}
                      problems={problems}
                      path={field.name}
                      disabled={readOnly || !canSave}
                      enums={enums}
                    />
                  </Box>
                ))}
            </Box>
          </RecordPlaceContext>
          <Stack
            direction="row"
            spacing={1.5}
            useFlexGap
            sx={{ mt: 3, justifyContent: 'flex-end', flexWrap: 'wrap' }}
          >
            <Stack direction="row" spacing={1.5} sx={{ mr: 'auto' }}>
              {record && rules.remove && (
                <Button
                  color="error"
                  startIcon={<DeleteOutlineIcon />}
                  onClick={() => void remove(record)}
                  data-testid="editor-delete"
                >
                  {t('list:actions.delete')}
                </Button>
              )}
              {record && rules.create && (
                <Button startIcon={<CloneIcon />} onClick={() => clone(record)} data-testid="editor-clone">
                  {t('list:actions.clone')}
                </Button>
              )}
            </Stack>
            <Button onClick={() => onDone()} data-testid="editor-cancel">
              {t(canSave ? 'common:basic.cancel' : 'common:basic.back')}
            </Button>
            {canSave && (
              <Button type="submit" variant="contained" loading={save.isPending} data-testid="editor-save">
                {t('common:basic.save')}
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>
      {conflict && (
        <ConflictDialog
          items={conflict.items}
          saving={save.isPending}
          onSave={(choices) => saveMerge(conflict.theirs, conflict.items, choices)}
          onCancel={() => setConflict(undefined)}
        />
      )}
      {extension?.mode === 'extend' && (
        <Suspense fallback={null}>
          <extension.Component route={route} record={record} values={values} title={title} onDone={leave} />
        </Suspense>
      )}
    </>
  )
}
