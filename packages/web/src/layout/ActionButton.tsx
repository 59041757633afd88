import { Button, IconButton, Tooltip } from '@mui/material'
import { useAppStore, type PageAction } from '../state/appStore'
import { showError } from '../errors/showError'

export interface ActionButtonProps {
  action: PageAction
  /** Only the icon, its label as tooltip and accessible name (narrow screens). */
  compact?: boolean
}

/**
 * A page action in the top bar: while its work runs it shows the processing state and is
 * disabled (R-LAY-15); a failure goes to the error snackbar (R-ERR-05).
 */
/** Runs a page action with its processing state (R-LAY-15); a failure goes to the error snackbar (R-ERR-05). */
export const useRunAction = (action: PageAction) => {
  const processing = useAppStore((state) => state.processing)
  const setProcessing = useAppStore((state) => state.setProcessing)
  const run = async () => {
    setProcessing(action.key)
    try {
      await action.run()
    } catch (error) {
      showError(error)
    } finally {
      setProcessing(null)
    }
  }
  return { running: processing === action.key, run }
}

export function ActionButton({ action, compact = false }: ActionButtonProps) {
  const { running, run } = useRunAction(action)
  const common = {
    onClick: run,
    disabled: running,
    'aria-busy': running,
    'data-testid': `action-${action.key}`,
    color: 'inherit' as const
  }
  if (compact && action.icon)
    return (
      <Tooltip title={action.label}>
        <span>
          <IconButton {...common} aria-label={action.label} loading={running}>
            {action.icon}
          </IconButton>
        </span>
      </Tooltip>
    )
  return (
    <Button {...common} startIcon={action.icon} loading={running} loadingPosition="start">
      {action.label}
    </Button>
  )
}
