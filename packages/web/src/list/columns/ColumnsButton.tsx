import ViewColumnIcon from '@mui/icons-material/ViewColumnOutlined'
import { Badge, IconButton, Tooltip } from '@mui/material'
import { useTranslation } from 'react-i18next'

export interface ColumnsButtonProps {
  onClick: () => void
  /** Headings of the columns left out to fit the width, if any. */
  hidden?: string[]
}

/**
 * Opens the column chooser of a list, from its heading row; counts the columns left out to fit
 * the width, and names them in its tooltip.
 */
export function ColumnsButton({ onClick, hidden = [] }: ColumnsButtonProps) {
  const { t } = useTranslation('list')
  const name = hidden.length
    ? t('columns.hiddenToFit', { count: hidden.length, columns: hidden.join(t('columns.separator')) })
    : t('columns.choose')
  return (
    <Tooltip title={name}>
      <IconButton
        size="small"
        aria-label={name}
        onClick={onClick}
        data-testid="columns-button"
        data-hidden={hidden.length}
      >
        <Badge
          badgeContent={hidden.length}
          color="primary"
          sx={{ '& .MuiBadge-badge': { height: 16, minWidth: 16, fontSize: 11, px: 0.5 } }}
        >
          <ViewColumnIcon fontSize="small" />
        </Badge>
      </IconButton>
    </Tooltip>
  )
}
