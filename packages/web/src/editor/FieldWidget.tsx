import type { EnumDef, FieldDef } from '@tutor-admin/shared'
import { useTranslation } from 'react-i18next'
import { useLang } from '../i18n/useLang'
import { AttachmentField } from '../media/AttachmentField'
import { widgetOf, type WidgetKind } from './editorFields'
import { problemsUnder, type Problems } from '../fields/fieldProblems'
import { fieldLabel, problemText } from '../fields/fieldLabel'
import { BooleanWidget } from './widgets/BooleanWidget'
import { DateWidget } from './widgets/DateWidget'
import { EnumToggles } from './widgets/EnumToggles'
import { MultiLangBox } from './widgets/MultiLangBox'
import { NumberWidget } from './widgets/NumberWidget'
import { ObjectsWidget, ObjectWidget, PersonWidget, type SubFieldRenderer } from './widgets/PartsWidgets'
import { RefPicker } from './widgets/RefPicker'
import { RichTextWidget } from './widgets/RichTextWidget'
import { TagsWidget } from './widgets/TagsWidget'
import { TextWidget } from './widgets/TextWidget'
import type { WidgetProps } from '../fields/widgetProps'

export interface FieldWidgetProps {
  field: FieldDef
  widget?: WidgetKind
  value: unknown
  onChange: (value: unknown) => void
  /** Problems of the form (or of the parent part), and this field's path among them. */
  problems: Problems
  path: string
  disabled: boolean
  enums?: Record<string, EnumDef>
  /** Inside a part: smaller boxes, 3-row text areas. */
  dense?: boolean
}

/** The widget of one field (R-ED-01, R-WID), labelled in the language, with its problem under it. */
export function FieldWidget({
  field,
  widget = widgetOf(field),
  value,
  onChange,
  problems,
  path,
  disabled,
  enums,
  dense = false
}: FieldWidgetProps) {
  const { t } = useTranslation()
  const { lang } = useLang()
  if (!widget) return null
  const props: WidgetProps = {
    field,
    value,
    onChange,
    label: fieldLabel(field, lang, t),
    disabled,
    required: Boolean(field.params?.required),
    error: problemText(problems[path], t),
    problems: problemsUnder(problems, path),
    dense
  }
  // A part's problems are under this field's path; parts are smaller boxes.
  const renderField: SubFieldRenderer = (part) => (
    <FieldWidget {...part} problems={props.problems} disabled={disabled} enums={enums} dense />
  )
  switch (widget) {
    case 'text':
    case 'secret':
    case 'multiline':
    case 'email':
      return <TextWidget {...props} kind={widget} />
    case 'number':
      return <NumberWidget {...props} />
    case 'boolean':
      return <BooleanWidget {...props} />
    case 'date':
      return <DateWidget {...props} />
    case 'enum':
    case 'enums':
      return (
        <EnumToggles {...props} enumDef={enums?.[field.params?.enum ?? '']} multiple={widget === 'enums'} />
      )
    case 'ref':
    case 'refs':
      return <RefPicker {...props} multiple={widget === 'refs'} />
    case 'attachment':
    case 'attachments':
      return <AttachmentField {...props} multiple={widget === 'attachments'} />
    case 'tags':
      return <TagsWidget {...props} />
    case 'translated':
    case 'translatedRich':
      return <MultiLangBox {...props} rich={widget === 'translatedRich'} />
    case 'rich':
      return <RichTextWidget {...props} />
    case 'person':
      return <PersonWidget {...props} />
    case 'object':
      return <ObjectWidget {...props} renderField={renderField} />
    case 'objects':
      return <ObjectsWidget {...props} renderField={renderField} />
  }
}
