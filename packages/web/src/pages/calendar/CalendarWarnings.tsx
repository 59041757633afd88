import { Alert, AlertTitle, Box, Button } from '@mui/material'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/** How many warnings show before "Show all". */
const FIRST = 3

export interface CalendarWarningsProps {
  warnings: string[]
}

/** The calendar's warnings in one box: the first few, the rest on demand. */
export function CalendarWarnings({ warnings }: CalendarWarningsProps) {
  const { t } = useTranslation('dashboard')
  const [all, setAll] = useState(false)
  if (warnings.length === 0) return null
  const shown = all ? warnings : warnings.slice(0, FIRST)
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="calendar-warnings">
      <AlertTitle>{t('calendar.warnings', { count: warnings.length })}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {shown.map((warning) => (
          <li key={warning} data-testid="calendar-warning">
            {warning}
          </li>
        ))}
      </Box>
      {warnings.length > FIRST && (
        <Button size="small" color="inherit" onClick={() => setAll(!all)} sx={{ mt: 0.5 }}>
          {all ? t('calendar.showFewer') : t('calendar.showAll', { count: warnings.length })}
        </Button>
      )}
    </Alert>
  )
}
