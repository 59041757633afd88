import { Box } from '@mui/material'
import type { ListSetup } from '../useListSetup'
import { ViewsMenu } from './ViewsMenu'

/** The row above a list's search that holds its Views menu, at its right end. */
export function ListViewsBar({ setup }: { setup: ListSetup }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
      <ViewsMenu setup={setup} />
    </Box>
  )
}
