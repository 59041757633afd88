import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown'
import CheckIcon from '@mui/icons-material/Check'
import { alpha, Box, Chip, Popover, type Theme } from '@mui/material'
import {
  dateFormOf,
  isActiveCondition,
  isFixedCondition,
  SEARCH_COLORS,
  searchKindOf,
  withNextOperator,
  switchFixedCondition,
  type FieldDef,
  type SearchCondition
} from '@tutor-admin/shared'
import { lazy, Suspense, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSchemas } from '../../api/useSchemas'
import { useAppStore } from '../../state/appStore'
import { chipValueText } from './chipValueText'
import { columnLabel } from '../../records/columns/columnLabel'
import { usePickerOptions } from '../../records/references/usePickerOptions'

export interface SearchChipProps {
  condition: SearchCondition
  field: FieldDef
  /** Position among the chips: picks its colour unless the route sets one. */
  index: number
  /** The condition as the route sets it: what a fixed condition switches back on to. */
  route?: SearchCondition
  /** Changes the condition as it is when the change applies. */
  onChange: (change: (condition: SearchCondition) => SearchCondition) => void
}

// The value editors load with the first popup that opens.
const ConditionEditor = lazy(async () => ({ default: (await import('./ConditionEditor')).ConditionEditor }))

/**
 * The chip's colour on its border and, tinted, behind it while the condition counts; the text
 * keeps the page's text colour, readable on all six (WCAG contrast).
 */
const chipLook = (color: (typeof SEARCH_COLORS)[number], active: boolean) => ({
  maxWidth: '100%',
  color: 'text.primary',
  borderColor: `${color}.main`,
  borderWidth: active ? 2 : 1,
  bgcolor: (theme: Theme) => (active ? alpha(theme.palette[color].main, 0.16) : 'transparent'),
  '& .MuiChip-deleteIcon': { color: `${color}.main` }
})

/**
 * A search condition as a chip (R-SRCH-01, R-SRCH-02, R-SRCH-11): a click cycles its operator,
 * the arrow beside it opens the 200 px value popup. A fixed condition of the route (`edit: false`)
 * has neither: a click switches it on and off. Tinted while it counts, plain while empty.
 */
export function SearchChip({ condition, field, index, route, onChange }: SearchChipProps) {
  const { t } = useTranslation('list')
  const lang = useAppStore((state) => state.locale)
  const answer = useSchemas().data
  const kind = searchKindOf(field)!
  const anchor = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState(false)
  const active = isActiveCondition(condition)
  const fixed = isFixedCondition(condition)
  // A fixed condition switched off still names the value it switches on to.
  const shownCondition = fixed && !active && route ? route : condition
  const chosen = Array.isArray(shownCondition.value1) ? (shownCondition.value1 as string[]) : []
  const picker = usePickerOptions(
    kind === 'picker' ? field : undefined,
    answer,
    lang,
    chosen,
    open || chosen.length > 0
  )
  const color = (condition.color ??
    SEARCH_COLORS[index % SEARCH_COLORS.length]) as (typeof SEARCH_COLORS)[number]
  const name = condition.name || columnLabel({ name: field.name, field }, lang, t)
  const op = t(`ops.${condition.cond}`)
  const value = chipValueText(shownCondition, kind, picker.options, dateFormOf(field.params), t)
  const label = (
    <>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {name}
      </Box>{' '}
      {op}
      {value && ` ${value}`}
    </>
  )
  if (fixed)
    return (
      <Chip
        variant="outlined"
        data-testid="chip"
        data-id={condition.path}
        data-cond={condition.cond}
        data-active={active}
        data-fixed
        label={label}
        icon={active ? <CheckIcon /> : undefined}
        onClick={() => onChange((current) => switchFixedCondition(current, route ?? current))}
        aria-pressed={active}
        aria-label={t('search.switchCondition', { field: name, cond: t(`opNames.${condition.cond}`), value })}
        sx={chipLook(color, active)}
      />
    )
  return (
    <Box
      ref={anchor}
      data-testid="chip"
      data-id={condition.path}
      data-cond={condition.cond}
      data-active={active}
      sx={{ display: 'inline-flex', alignItems: 'center', maxWidth: '100%' }}
    >
      <Chip
        variant="outlined"
        label={label}
        onClick={() => onChange((current) => withNextOperator(kind, current))}
        onDelete={() => setOpen(true)}
        deleteIcon={
          <ArrowDropDownIcon aria-label={t('search.editValue', { field: name })} data-testid="chip-value" />
        }
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return
          event.preventDefault()
          setOpen(true)
        }}
        aria-haspopup="dialog"
        aria-label={t('search.changeCondition', { field: name, cond: t(`opNames.${condition.cond}`), value })}
        sx={chipLook(color, active)}
      />
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Suspense fallback={null}>
          <ConditionEditor
            condition={condition}
            field={field}
            kind={kind}
            picker={picker}
            onChange={(values) => onChange((current) => ({ ...current, ...values }))}
          />
        </Suspense>
      </Popover>
    </Box>
  )
}
