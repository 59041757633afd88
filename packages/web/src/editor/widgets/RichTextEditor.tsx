import { Box } from '@mui/material'
import { UI_CONSTANTS } from '@tutor-admin/shared'
import Quill from 'quill'
import 'quill/dist/quill.snow.css'
import { useEffect, useMemo, useRef } from 'react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { storedRichText } from './editorHtml'

/** Header levels 1-6, sizes small to huge, a colour palette (R-WID-11). */
const TOOLBAR = [
  [{ header: [1, 2, 3, 4, 5, 6, false] }],
  [{ size: ['small', false, 'large', 'huge'] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ color: [] }, { background: [] }],
  [{ list: 'ordered' }, { list: 'bullet' }, { align: [] }],
  ['link', 'blockquote'],
  ['clean']
]

const HEADERS = ['1', '2', '3', '4', '5', '6']
const SIZES = ['small', 'large', 'huge']
const quoted = (text: string) => JSON.stringify(text)

/**
 * Quill names its header and size choices in English through CSS; these rules name them in the
 * interface's language instead (`&&` outweighs Quill's own rules, whose file loads later).
 */
const usePickerNames = () => {
  const { t } = useTranslation('editor')
  return useMemo(() => {
    const picker = (name: string, value?: string) =>
      ['label', 'item']
        .map(
          (part) =>
            `&& .ql-picker.ql-${name} .ql-picker-${part}${value ? `[data-value="${value}"]` : ''}::before`
        )
        .join(', ')
    const rules: Record<string, { content: string }> = {
      [picker('header')]: { content: quoted(t('rich.normal')) },
      [picker('size')]: { content: quoted(t('rich.normal')) }
    }
    for (const level of HEADERS)
      rules[picker('header', level)] = { content: quoted(t('rich.heading', { level })) }
    for (const size of SIZES) rules[picker('size', size)] = { content: quoted(t(`rich.${size}`)) }
    return rules
  }, [t])
}

/** A toolbar tool's name: its format (`ql-bold`), with its value for lists (`ordered`). */
const toolName = (tool: HTMLElement, t: TFunction): string | undefined => {
  const holder = tool.classList.contains('ql-picker-label') ? tool.closest('.ql-picker')! : tool
  const format = [...holder.classList]
    .find((name) => name.startsWith('ql-') && name !== 'ql-picker')
    ?.slice(3)
  if (!format) return undefined
  const value = tool.getAttribute('value')
  return t(`rich.tools.${format}${value && format === 'list' ? `_${value}` : ''}`)
}

export interface RichTextEditorProps {
  value: string
  onChange: (html: string) => void
  disabled: boolean
  label: string
}

/**
 * Rich text (HTML) in Quill, at least 400 px high (R-WID-11); an empty paragraph is '' (R-WID-12).
 * The editor owns its content once started: a new `value` from outside replaces it only when it
 * differs from what the editor holds.
 */
export function RichTextEditor({ value, onChange, disabled, label }: RichTextEditorProps) {
  const { t } = useTranslation('editor')
  const host = useRef<HTMLDivElement>(null)
  const quill = useRef<Quill | null>(null)
  const changed = useRef(onChange)
  changed.current = onChange
  const latest = useRef(value)
  latest.current = value
  const pickerNames = usePickerNames()

  useEffect(() => {
    const container = host.current!
    const editorNode = container.appendChild(document.createElement('div'))
    const editor = new Quill(editorNode, { theme: 'snow', modules: { toolbar: TOOLBAR } })
    editor.root.setAttribute('role', 'textbox')
    editor.root.setAttribute('aria-multiline', 'true')
    editor.setContents(editor.clipboard.convert({ html: latest.current }), 'silent')
    editor.on('text-change', () => changed.current(storedRichText(editor.getSemanticHTML())))
    quill.current = editor
    return () => {
      quill.current = null
      container.replaceChildren()
    }
  }, [])

  // Names in the interface's language for the text box and each tool.
  useEffect(() => {
    quill.current?.root.setAttribute('aria-label', label)
    for (const tool of host.current!.querySelectorAll<HTMLElement>('.ql-toolbar button, .ql-picker-label')) {
      const name = toolName(tool, t)
      if (!name) continue
      tool.setAttribute('aria-label', name)
      tool.setAttribute('title', name)
    }
  }, [label, t])

  useEffect(() => {
    const editor = quill.current
    if (!editor || storedRichText(editor.getSemanticHTML()) === value) return
    editor.setContents(editor.clipboard.convert({ html: value }), 'silent')
  }, [value])

  useEffect(() => {
    quill.current?.enable(!disabled)
  }, [disabled])

  return (
    <Box
      ref={host}
      data-testid="rich-editor"
      sx={{
        '& .ql-toolbar': { borderRadius: '4px 4px 0 0' },
        '& .ql-container': { borderRadius: '0 0 4px 4px', fontSize: 15, fontFamily: 'inherit' },
        '& .ql-editor': { minHeight: UI_CONSTANTS.richEditorMinHeight },
        '& .ql-editor.ql-blank::before': { fontStyle: 'normal' },
        ...pickerNames
      }}
    />
  )
}
