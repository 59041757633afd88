import type { Theme } from '@mui/material'

/**
 * The viewer's look in the console's theme: Scalar's colour, font and radius variables from the
 * MUI palette, for the mode the console is in; and its height, that of the frame it scrolls in
 * (Scalar's own is the window's).
 */
export const scalarCss = (theme: Theme, height: number): string => {
  const { palette, typography, shape } = theme
  const variables = {
    '--scalar-font': typography.fontFamily ?? 'sans-serif',
    '--scalar-font-code': 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    '--scalar-radius': `${shape.borderRadius}px`,
    '--scalar-radius-lg': `${Number(shape.borderRadius) * 2}px`,
    '--scalar-color-1': palette.text.primary,
    '--scalar-color-2': palette.text.secondary,
    '--scalar-color-3': palette.text.disabled,
    '--scalar-color-accent': palette.primary.main,
    '--scalar-background-1': palette.background.paper,
    '--scalar-background-2': palette.background.default,
    '--scalar-background-3': palette.action.hover,
    '--scalar-background-accent': palette.action.selected,
    '--scalar-border-color': palette.divider,
    '--scalar-color-green': palette.success.main,
    '--scalar-color-red': palette.error.main,
    '--scalar-color-yellow': palette.warning.main,
    '--scalar-color-blue': palette.info.main,
    '--scalar-color-orange': palette.warning.dark,
    '--scalar-color-purple': palette.secondary.main,
    '--scalar-button-1': palette.primary.main,
    '--scalar-button-1-color': palette.primary.contrastText,
    '--scalar-button-1-hover': palette.primary.dark,
    '--scalar-sidebar-background-1': palette.background.paper,
    '--scalar-sidebar-color-1': palette.text.primary,
    '--scalar-sidebar-color-2': palette.text.secondary,
    '--scalar-sidebar-color-active': palette.primary.main,
    '--scalar-sidebar-item-active-background': palette.action.selected,
    '--scalar-sidebar-border-color': palette.divider,
    '--scalar-sidebar-search-background': palette.background.default,
    '--scalar-sidebar-search-border-color': palette.divider
  }
  const body = Object.entries(variables)
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n')
  return `.light-mode, .dark-mode {\n${body}\n}\n.scalar-app.references-layout { --full-height: ${height}px !important; min-height: ${height}px !important; }`
}
