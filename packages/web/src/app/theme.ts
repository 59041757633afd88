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

/** The console's look in light or dark mode. */
export const createAppTheme = (dark: boolean): Theme =>
  createTheme({
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
      MuiCard: { styleOverrides: { root: ({ theme }) => ({ border: `1px solid ${theme.palette.divider}` }) } }
    }
  })
