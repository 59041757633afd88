import type { SxProps, Theme } from '@mui/material'
import { VIRTUAL_LIST_CONSTANTS as V } from '@tutor-admin/shared'
import { columnResizerStyle } from '../columns/ColumnResizer'
import { longTextStyle } from '../../records/columns/LongText'

/** The virtual list's look: a grid of rows under a sticky heading, or cards on a phone. */
export const virtualListStyle = (card: boolean): SxProps<Theme> => ({
  overflow: 'auto',
  position: 'relative',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  contain: 'strict',
  ...columnResizerStyle,
  ...longTextStyle,
  // Two lines of long text fit a row.
  '& .vl-row .clamped': { lineHeight: 1.25 },
  '& .vl-row, & .vl-head': card
    ? { display: 'block', boxSizing: 'border-box', p: 1, borderBottom: 1, borderColor: 'divider' }
    : {
        display: 'grid',
        gridTemplateColumns: 'var(--vl-columns)',
        alignItems: 'center',
        height: V.rowHeight,
        boxSizing: 'border-box',
        borderBottom: 1,
        borderColor: 'divider',
        minWidth: 'max-content'
      },
  '& .vl-head .vl-cell': card ? { display: 'inline-flex', flex: 'none' } : { position: 'relative', pr: 2 },
  // Cards: the sort buttons scroll beneath the columns button, which keeps to the card's
  // edge (over the heading's padding) and shades what lies beneath it.
  '& .vl-choose': card
    ? {
        position: 'sticky',
        right: -8,
        ml: 'auto',
        pl: 0.5,
        pr: 1,
        bgcolor: 'background.paper',
        boxShadow: (theme) => `-6px 0 6px -6px ${theme.palette.text.secondary}`
      }
    : { display: 'flex', justifyContent: 'flex-end', pr: 0.5 },
  '& .vl-row': { typography: 'body2', outline: 'none', cursor: 'pointer' },
  '& .vl-row:hover': { bgcolor: 'action.hover' },
  '& .vl-row:focus-visible': { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` },
  '& .vl-selected': { bgcolor: 'action.selected' },
  '& .vl-head': {
    position: 'sticky',
    top: 0,
    zIndex: 2,
    bgcolor: 'background.paper',
    fontWeight: 600,
    typography: 'body2',
    // Cards: the heading is one line of sort buttons.
    ...(card
      ? { display: 'flex', alignItems: 'center', gap: 2, overflowX: 'auto', whiteSpace: 'nowrap' }
      : {})
  },
  '& .vl-index': {
    color: 'text.secondary',
    textAlign: 'right',
    pr: 1,
    fontVariantNumeric: 'tabular-nums'
  },
  '& .vl-cell': card
    ? {
        display: 'flex',
        gap: 1,
        minWidth: 0,
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        textOverflow: 'ellipsis'
      }
    : { px: 1, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
  '& .vl-label': { color: 'text.secondary', flex: '0 0 88px' },
  '& .vl-loading': { display: 'flex', alignItems: 'center', gap: 1 },
  '& .vl-placeholder': {
    height: 12,
    width: 240,
    maxWidth: '60%',
    borderRadius: 1,
    bgcolor: 'action.hover'
  },
  '& .vl-check': { display: 'flex', justifyContent: 'center' },
  '& .vl-check input': {
    width: 18,
    height: 18,
    m: 0,
    accentColor: (theme) => theme.palette.primary.main
  },
  '& .vl-button': {
    display: 'inline-flex',
    p: 0.75,
    border: 0,
    borderRadius: '50%',
    bgcolor: 'transparent',
    color: 'action.active',
    cursor: 'pointer',
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': { outline: 2, outlineColor: 'primary.main' }
  },
  '& .vl-actions': card ? { display: 'flex', justifyContent: 'flex-end' } : { display: 'flex' },
  '& .vl-row.vl-row > .vl-index, & .vl-row > .vl-check': card ? { display: 'inline-block' } : {}
})
