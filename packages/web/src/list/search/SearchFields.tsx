import ClearIcon from '@mui/icons-material/Clear'
import SearchIcon from '@mui/icons-material/Search'
import { IconButton, InputAdornment, Stack, TextField } from '@mui/material'
import { allFields, type FieldDef, type SearchCondition } from '@tutor-admin/shared'
import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { SearchChip } from './SearchChip'
import { useThrottledCommit } from './useThrottledCommit'

export interface SearchFieldsProps {
  keyword: string
  /** What the keyword searches, for the placeholder; empty hides the keyword box. */
  keywordFields: string[]
  conditions: SearchCondition[]
  /** The conditions as the route sets them (fixed ones switch back on to these). */
  routeConditions: SearchCondition[]
  fields: FieldDef[]
  onKeyword: (keyword: string) => void
  /** Changes a condition as it is when the change applies. */
  onCondition: (path: string, change: (condition: SearchCondition) => SearchCondition) => void
  inputRef?: Ref<HTMLInputElement>
  autoFocus?: boolean
}

/** The keyword box and the condition chips (R-SRCH-01), in the page or in the phone's dialog. */
export function SearchFields({
  keyword,
  keywordFields,
  conditions,
  routeConditions,
  fields,
  onKeyword,
  onCondition,
  inputRef,
  autoFocus
}: SearchFieldsProps) {
  const { t } = useTranslation('list')
  const { shown, change, flush } = useThrottledCommit(keyword, onKeyword)
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      {keywordFields.length > 0 && (
        <TextField
          size="small"
          value={shown}
          onChange={(event) => change(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && flush()}
          placeholder={t('search.placeholder', { fields: keywordFields.join(t('search.separator')) })}
          autoFocus={autoFocus}
          sx={{ flex: '1 1 260px', maxWidth: { sm: 420 } }}
          slotProps={{
            htmlInput: {
              'data-testid': 'search',
              'aria-label': t('search.label'),
              ref: inputRef,
              enterKeyHint: 'search'
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
              endAdornment: shown ? (
                <InputAdornment position="end">
                  <IconButton
                    size="small"
                    aria-label={t('search.clearAll')}
                    onClick={() => {
                      change('')
                      flush()
                    }}
                  >
                    <ClearIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ) : undefined
            }
          }}
        />
      )}
      {conditions.map((condition, index) => {
        const field = allFields(fields).find((candidate) => candidate.name === condition.path)
        return field ? (
          <SearchChip
            key={condition.path}
            condition={condition}
            field={field}
            index={index}
            route={routeConditions.find((candidate) => candidate.path === condition.path)}
            onChange={(change) => onCondition(condition.path, change)}
          />
        ) : null
      })}
    </Stack>
  )
}
