import { Box, Stack, Typography } from '@mui/material'

export interface ReportCount {
  key: string
  label: string
  value: number
}

/**
 * The counts heading a job's report (an import's, a bulk edit's), side by side; each marked
 * `{testIdPrefix}-{key}` with its count when a prefix is given.
 */
export function ReportCounts({ counts, testIdPrefix }: { counts: ReportCount[]; testIdPrefix?: string }) {
  return (
    <Stack direction="row" spacing={3}>
      {counts.map(({ key, label, value }) => (
        <Box
          key={key}
          {...(testIdPrefix && { 'data-testid': `${testIdPrefix}-${key}`, 'data-count': value })}
        >
          <Typography variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h6" component="p">
            {value}
          </Typography>
        </Box>
      ))}
    </Stack>
  )
}
