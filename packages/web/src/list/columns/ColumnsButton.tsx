import ViewColumnIcon from '@mui/icons-material/ViewColumnOutlined'
import { IconButton, Tooltip } from '@mui/material'
import { useTranslation } from 'react-i18next'

export interface ColumnsButtonProps {
  onClick: () => void
}

/** Opens the column chooser of a list, from its heading row. */
export function ColumnsButton({ onClick }: ColumnsButtonProps) {
  const { t } = useTranslation('list')
  return (
    <Tooltip title={t('columns.choose')}>
      <IconButton
        size="small"
        aria-label={t('columns.choose')}
        onClick={onClick}
        data-testid="columns-button"
      >
        <ViewColumnIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  )
}
