import CloseIcon from '@mui/icons-material/Close'
import SearchIcon from '@mui/icons-material/Search'
import {
  Box,
  Dialog,
  IconButton,
  InputAdornment,
  InputBase,
  LinearProgress,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Typography,
  useMediaQuery,
  useTheme
} from '@mui/material'
import { useId, useMemo, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useMenu } from '../api/useMenu'
import { useSchemas } from '../api/useSchemas'
import { useLang } from '../i18n/useLang'
import { useAppStore } from '../state/appStore'
import { paletteSections, type PaletteItem } from './paletteCommands'
import { runPageActionWhenOffered } from './runPageActionWhenOffered'
import { usePaletteSearch } from './usePaletteSearch'
import { PaletteStatus } from './PaletteStatus'

export interface CommandPaletteProps {
  open: boolean
  onClose: () => void
}

/**
 * The command palette (Ctrl+K): one box that finds records of every collection the person may
 * read, pages and actions, grouped, the best first. Arrow keys move through the results, Enter
 * opens one, Esc closes. A combobox with its list box, as screen readers expect.
 */
export function CommandPalette({ open, onClose }: CommandPaletteProps) {
  const { t } = useTranslation('palette')
  const theme = useTheme()
  const phone = useMediaQuery(theme.breakpoints.down('sm'))
  const { lang, to } = useLang()
  const navigate = useNavigate()
  const { menu } = useMenu()
  const { data: schemas } = useSchemas()
  const user = useAppStore((state) => state.user)
  const [term, setTerm] = useState('')
  const [active, setActive] = useState(0)
  const search = usePaletteSearch(term, lang)
  const sections = useMemo(
    () => paletteSections(term.trim(), search.answer, { menu, schemas, user, lang, t }),
    [term, search.answer, menu, schemas, user, lang, t]
  )
  const items = sections.flatMap((section) => section.items)
  const current = Math.min(active, items.length - 1)
  const listId = useId()
  const optionId = (index: number) => `${listId}-option-${index}`

  const close = () => {
    setTerm('')
    setActive(0)
    onClose()
  }
  const choose = (item: PaletteItem | undefined) => {
    if (!item) return
    close()
    navigate(to(item.to))
    if (item.action) runPageActionWhenOffered(item.action)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: items.length - 1
    }
    if (event.key in moves && items.length > 0) {
      const next = (moves[event.key] + items.length) % items.length
      setActive(next)
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' })
    } else if (event.key === 'Enter') choose(items[current])
    else return
    event.preventDefault()
  }

  let index = -1
  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      slotProps={{
        // The paper is the element of role dialog: its name goes there, not on the backdrop's root.
        paper: {
          'aria-label': t('title'),
          sx: { alignSelf: phone ? 'stretch' : 'flex-start', mt: phone ? 0 : 10 }
        }
      }}
      data-testid="palette"
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <InputBase
          autoFocus
          fullWidth
          value={term}
          onChange={(event) => {
            setTerm(event.target.value)
            setActive(0)
          }}
          onKeyDown={onKeyDown}
          placeholder={t('placeholder')}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          }
          inputProps={{
            role: 'combobox',
            'aria-label': t('inputLabel'),
            'aria-expanded': items.length > 0,
            'aria-controls': listId,
            'aria-autocomplete': 'list',
            'aria-activedescendant': items.length > 0 ? optionId(current) : undefined,
            maxLength: 100,
            'data-testid': 'palette-input'
          }}
          sx={{ fontSize: 18, py: 0.5 }}
        />
        {phone && (
          <IconButton edge="end" onClick={close} aria-label={t('common:basic.close')}>
            <CloseIcon />
          </IconButton>
        )}
      </Box>
      <Box sx={{ height: 4 }}>{search.loading && <LinearProgress aria-label={t('searching')} />}</Box>
      <List
        id={listId}
        role="listbox"
        aria-label={t('results')}
        dense
        sx={{ maxHeight: phone ? 'none' : '60vh', overflowY: 'auto', py: 0 }}
      >
        {sections.map((section) => (
          <li key={section.id} role="presentation">
            <ul role="group" aria-labelledby={`${listId}-${section.id}`} style={{ padding: 0 }}>
              <ListSubheader id={`${listId}-${section.id}`} role="presentation" sx={{ lineHeight: '32px' }}>
                {section.heading}
              </ListSubheader>
              {section.items.map((item) => {
                index += 1
                const at = index
                return (
                  <ListItemButton
                    key={item.id}
                    id={optionId(at)}
                    role="option"
                    aria-selected={at === current}
                    selected={at === current}
                    tabIndex={-1}
                    onMouseMove={() => at !== current && setActive(at)}
                    onClick={() => choose(item)}
                    data-testid="palette-option"
                  >
                    <ListItemText
                      primary={item.label}
                      secondary={item.detail}
                      slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                    />
                  </ListItemButton>
                )
              })}
            </ul>
          </li>
        ))}
      </List>
      <PaletteStatus term={term.trim()} search={search} empty={items.length === 0} />
      {!phone && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}
        >
          {t('hint')}
        </Typography>
      )}
    </Dialog>
  )
}
