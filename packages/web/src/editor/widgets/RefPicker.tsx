import ManageSearchIcon from '@mui/icons-material/ManageSearch'
import { Autocomplete, IconButton, Stack, TextField } from '@mui/material'
import { useDeferredValue, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSchemas } from '../../api/useSchemas'
import { useLang } from '../../i18n/useLang'
import { usePickerOptions, type PickerOption } from '../../records/references/usePickerOptions'
import { openObjectPicker } from './openObjectPicker'
import { textBoxProps, type WidgetProps } from '../../fields/widgetProps'

export interface RefPickerProps extends WidgetProps {
  multiple: boolean
}

const idsOf = (value: unknown, multiple: boolean): string[] =>
  multiple
    ? Array.isArray(value)
      ? value.filter((id): id is string => typeof id === 'string')
      : []
    : typeof value === 'string' && value
      ? [value]
      : []

/**
 * Picks records of the field's `ref` collection by their label (R-WID-01): typed text offers quick
 * matches from the collection's own keyword fields, chosen records show their labels (R-WID-03).
 * One value replaces the last; several toggle; emptying a single value sets null (R-WID-02). The
 * button beside it opens the object picker: search, pages, Confirm and Cancel.
 */
export function RefPicker({ multiple, ...props }: RefPickerProps) {
  const { field, value, onChange, disabled, dense } = props
  const { t } = useTranslation('list')
  const { lang } = useLang()
  const answer = useSchemas().data
  // What is being typed; null shows the chosen record's label (one value) or nothing (several).
  const [typed, setTyped] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  const search = useDeferredValue(typed ?? '')
  const chosen = idsOf(value, multiple)
  const { options, loading } = usePickerOptions(
    field,
    answer,
    lang,
    chosen,
    open || chosen.length > 0,
    search
  )
  const byId = useMemo(() => new Map(options.map((option) => [option.id, option])), [options])
  const optionOf = (id: string): PickerOption => byId.get(id) ?? { id, label: loading ? '' : id }
  const browse = async () => {
    const picked = await openObjectPicker({ field, label: props.label, multiple, selected: chosen })
    if (picked) onChange(multiple ? picked : (picked[picked.length - 1] ?? null))
  }
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Autocomplete<PickerOption, boolean>
        sx={{ flex: 1, minWidth: 0 }}
        multiple={multiple}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => {
          setOpen(false)
          setTyped(null)
        }}
        options={options}
        loading={loading}
        value={multiple ? chosen.map(optionOf) : chosen[0] ? optionOf(chosen[0]) : null}
        onChange={(_, next) =>
          onChange(
            multiple
              ? (next as PickerOption[]).map((option) => option.id)
              : ((next as PickerOption | null)?.id ?? null)
          )
        }
        inputValue={typed ?? (multiple || !chosen[0] ? '' : optionOf(chosen[0]).label)}
        onInputChange={(_, text, reason) => setTyped(reason === 'input' ? text : null)}
        // The server has searched already.
        filterOptions={(list) => list}
        isOptionEqualToValue={(option, selected) => option.id === selected.id}
        getOptionLabel={(option) => option.label}
        getOptionKey={(option) => option.id}
        disabled={disabled}
        size={dense ? 'small' : 'medium'}
        noOptionsText={t('value.noOptions')}
        loadingText={t('common:basic.loading')}
        renderInput={(params) => <TextField {...params} {...textBoxProps(props)} />}
      />
      {!disabled && (
        <IconButton
          onClick={() => void browse()}
          aria-label={t('media:picker.open', { label: props.label })}
          title={t('media:picker.open', { label: props.label })}
          data-testid="open-object-picker"
          sx={{ mt: dense ? 0.25 : 1 }}
        >
          <ManageSearchIcon />
        </IconButton>
      )}
    </Stack>
  )
}
