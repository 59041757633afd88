import { Paper, useMediaQuery, useTheme } from '@mui/material'
import { UI_CONSTANTS, type SearchCondition } from '@tutor-admin/shared'
import { lazy, Suspense, useCallback, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppStore } from '../../state/appStore'
import { columnLabel } from '../../records/columns/columnLabel'
import type { ListSetup } from '../useListSetup'
import { SearchFields } from './SearchFields'
import { useSearchHotkey } from './useSearchHotkey'

// Phones only: the search in a dialog of its own.
const PhoneSearch = lazy(async () => ({ default: (await import('./PhoneSearch')).PhoneSearch }))

/** Commits of one typing burst make one history entry, not one per pause. */
const BURST_MS = 3000

/**
 * The search of a list (R-SRCH-01, R-LIST-11): keyword and condition chips above the rows; on
 * phones a button that opens them in a dialog. `/` focuses it (or opens the dialog).
 */
export function ListSearch({ setup }: { setup: ListSetup }) {
  const { t } = useTranslation('list')
  const theme = useTheme()
  const phone = useMediaQuery(theme.breakpoints.down(UI_CONSTANTS.mobileBreakpoint))
  const lang = useAppStore((state) => state.locale)
  const [dialog, setDialog] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const lastKeyword = useRef(0)
  const { route, state, update } = setup
  const { collection, settings } = route
  const keywordFields = [...(settings.textFields ?? []), ...(settings.translateTextFields ?? [])].map(
    (name) => {
      const field = collection.fields.find((candidate) => candidate.name === name)
      return field ? columnLabel({ name, field }, lang, t) : name
    }
  )
  const onKeyword = useCallback(
    (keyword: string) => {
      const now = Date.now()
      update({ keyword, page: 1 }, { replace: now - lastKeyword.current < BURST_MS })
      lastKeyword.current = now
    },
    [update]
  )
  const onCondition = (path: string, change: (condition: SearchCondition) => SearchCondition) =>
    update((now) => ({
      conditions: now.conditions.map((condition) =>
        condition.path === path ? change(condition) : condition
      ),
      page: 1
    }))
  useSearchHotkey(() => (phone ? setDialog(true) : input.current?.focus()))
  if (keywordFields.length === 0 && state.conditions.length === 0) return null
  const fields = (
    <SearchFields
      keyword={state.keyword}
      keywordFields={keywordFields}
      conditions={state.conditions}
      routeConditions={setup.defaults.conditions}
      fields={collection.fields}
      onKeyword={onKeyword}
      onCondition={onCondition}
      inputRef={input}
      autoFocus={phone}
    />
  )
  if (!phone)
    return (
      <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }} role="search">
        {fields}
      </Paper>
    )
  return (
    <Suspense fallback={null}>
      <PhoneSearch conditions={state.conditions} keyword={state.keyword} open={dialog} onOpen={setDialog}>
        {fields}
      </PhoneSearch>
    </Suspense>
  )
}
