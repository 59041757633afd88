import { Skeleton } from '@mui/material'
import { UI_CONSTANTS } from '@tutor-admin/shared'
import { lazy, Suspense } from 'react'
import { FieldFrame } from '../../fields/FieldFrame'
import type { RichTextEditorProps } from './RichTextEditor'
import type { WidgetProps } from '../../fields/widgetProps'

// Quill is a chunk of its own, fetched when a form first shows rich text.
const RichTextEditor = lazy(async () => ({ default: (await import('./RichTextEditor')).RichTextEditor }))

/** The rich-text editor, loaded on demand, with a placeholder of its size meanwhile. */
export function LazyRichText(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={UI_CONSTANTS.richEditorMinHeight + 42} />}>
      <RichTextEditor {...props} />
    </Suspense>
  )
}

/** A rich-text field (R-WID-11). */
export function RichTextWidget(props: WidgetProps) {
  const { value, onChange, label, disabled } = props
  return (
    <FieldFrame {...props}>
      <LazyRichText
        value={typeof value === 'string' ? value : ''}
        onChange={onChange}
        disabled={disabled}
        label={label}
      />
    </FieldFrame>
  )
}
