import { createTheme, type Theme } from '@mui/material/styles'
import { serverMatchMedia } from './serverViewport'

const FONT = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans TC"',
  '"Noto Sans SC"',
  '"PingFang TC"',
  '"PingFang SC"',
  '"Microsoft JhengHei"',
  '"Microsoft YaHei"',
  'sans-serif'
].join(',')

/** No movement for a person who asked their system for less: changes show at once, without ripples. */
const STILL = {
  transitions: {
    create: () => 'none',
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0
    }
  },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } }
}

/** The console's look in light or dark mode, still when the person prefers reduced motion. */
export const createAppTheme = (dark: boolean, reducedMotion = false): Theme =>
  createTheme(
    {
      palette: {
        mode: dark ? 'dark' : 'light',
        primary: { main: dark ? '#7cc4f2' : '#1f5f8b' },
        secondary: { main: dark ? '#6fd6b8' : '#14755f' },
        background: dark ? { default: '#0f1720', paper: '#16202b' } : { default: '#f4f6f9', paper: '#ffffff' }
      },
      shape: { borderRadius: 10 },
      typography: { fontFamily: FONT, button: { textTransform: 'none', fontWeight: 600 } },
      components: {
        MuiAppBar: {
          styleOverrides: {
            root: ({ theme }) => ({
              backgroundColor: theme.palette.mode === 'dark' ? '#16202b' : '#1f5f8b',
              color: '#ffffff',
              borderBottom: `1px solid ${theme.palette.divider}`
            })
          }
        },
        // Only a render on the server asks this; the browser measures its own screen.
        MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: serverMatchMedia } },
        MuiPaper: { defaultProps: { elevation: 0 } },
        MuiCard: {
          styleOverrides: { root: ({ theme }) => ({ border: `1px solid ${theme.palette.divider}` }) }
        }
      }
    },
    reducedMotion ? STILL : {}
  )
