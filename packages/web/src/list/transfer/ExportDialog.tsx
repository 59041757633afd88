import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Alert,
  Radio,
  RadioGroup,
  Stack
} from '@mui/material'
import { DATA_CONSTANTS } from '@tutor-admin/shared'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '../../errors/httpError'
import type { DialogProps } from '../../layout/dialogStore'
import { TransferProgressView } from './TransferProgressView'
import { isAbort, type TransferControl } from './transferJob'
import { useTransferRun } from './useTransferRun'

export type ExportFormat = (typeof DATA_CONSTANTS.exportFormats)[number]

/** What to export. */
export interface ExportChoice {
  format: ExportFormat
  scope: 'all' | 'selected'
  /** Every column of the collection (R-IO-04), or the list's columns as shown, in their order. */
  columns: 'all' | 'shown'
}

export interface ExportDialogProps {
  /** Rows matching the list's query. */
  total: number
  /** Selected rows; 0 offers only all matching rows. */
  selected: number
  /** Columns the list shows. */
  shownColumns: number
  /** Downloads the chosen export, reporting its progress; the dialog stays open until it ends. */
  download(choice: ExportChoice, control: TransferControl): Promise<void>
}

/**
 * The export dialog (R-IO-01): format csv or xlsx, all matching rows or the selected ones, every
 * column or the columns as the list shows them. While the file downloads, its rows written of
 * the total show, and stopping ends the server's work.
 */
export function ExportDialog({
  open,
  close,
  total,
  selected,
  shownColumns,
  download
}: DialogProps<ExportChoice> & ExportDialogProps) {
  const { t } = useTranslation('list')
  const id = useId()
  const [format, setFormat] = useState<ExportFormat>('csv')
  const [scope, setScope] = useState<ExportChoice['scope']>(selected > 0 ? 'selected' : 'all')
  const [columns, setColumns] = useState<ExportChoice['columns']>('all')
  const [ended, setEnded] = useState<{ severity: 'info' | 'error'; text: string } | null>(null)
  const { running, stopping, progress, run, stop, leave } = useTransferRun(() => close())
  const start = async () => {
    const choice = { format, scope, columns }
    setEnded(null)
    try {
      await run((control) => download(choice, control))
      close(choice)
    } catch (failure) {
      setEnded(
        isAbort(failure)
          ? { severity: 'info', text: t('transfer.exportStopped') }
          : { severity: 'error', text: errorMessage(failure) }
      )
    }
  }
  return (
    <Dialog open={open} onClose={leave} aria-labelledby={id} fullWidth maxWidth="xs">
      <DialogTitle id={id}>{t('export.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <FormControl>
            <FormLabel id={`${id}-format`}>{t('export.format')}</FormLabel>
            <RadioGroup
              aria-labelledby={`${id}-format`}
              value={format}
              onChange={(event) => setFormat(event.target.value as ExportFormat)}
            >
              {DATA_CONSTANTS.exportFormats.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={t(`export.formats.${value}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <FormControl>
            <FormLabel id={`${id}-scope`}>{t('export.scope')}</FormLabel>
            <RadioGroup
              aria-labelledby={`${id}-scope`}
              value={scope}
              onChange={(event) => setScope(event.target.value as ExportChoice['scope'])}
            >
              <FormControlLabel value="all" control={<Radio />} label={t('export.scopeAll', { total })} />
              {selected > 0 && (
                <FormControlLabel
                  value="selected"
                  control={<Radio />}
                  label={t('export.scopeSelected', { count: selected })}
                />
              )}
            </RadioGroup>
          </FormControl>
          <FormControl>
            <FormLabel id={`${id}-columns`}>{t('export.columns')}</FormLabel>
            <RadioGroup
              aria-labelledby={`${id}-columns`}
              value={columns}
              onChange={(event) => setColumns(event.target.value as ExportChoice['columns'])}
            >
              <FormControlLabel value="all" control={<Radio />} label={t('export.columnsAll')} />
              <FormControlLabel
                value="shown"
                control={<Radio />}
                label={t('export.columnsShown', { count: shownColumns })}
                data-testid="export-columns-shown"
              />
            </RadioGroup>
          </FormControl>
          {running && <TransferProgressView progress={progress} stopping={stopping} />}
          {ended && <Alert severity={ended.severity}>{ended.text}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={leave}>{t('common:basic.cancel')}</Button>
        {running && (
          <Button onClick={stop} color="warning" disabled={stopping} data-testid="transfer-stop">
            {t('transfer.stop')}
          </Button>
        )}
        <Button
          variant="contained"
          onClick={() => void start()}
          disabled={running}
          data-testid="export-start"
        >
          {t('export.start')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
