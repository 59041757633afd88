import DarkModeIcon from '@mui/icons-material/DarkMode'
import FullscreenIcon from '@mui/icons-material/Fullscreen'
import KeyIcon from '@mui/icons-material/Key'
import LightModeIcon from '@mui/icons-material/LightMode'
import LogoutIcon from '@mui/icons-material/Logout'
import PersonIcon from '@mui/icons-material/Person'
import { Box, Divider, IconButton, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material'
import { personNameText } from '@tutor-admin/shared'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppStore } from '../state/appStore'
import { parseProfile } from '../api/profile'
import { LocaleLink } from '../i18n/LocaleLink'
import { UserAvatar } from './UserAvatar'

/** The account button of the top bar: profile, password, dark mode, fullscreen, logout. */
export function UserMenu() {
  const { t } = useTranslation()
  const user = useAppStore((state) => state.user)
  const profile = parseProfile(useAppStore((state) => state.profile))
  const dark = useAppStore((state) => state.dark)
  const setDark = useAppStore((state) => state.setDark)
  const setFullscreen = useAppStore((state) => state.setFullscreen)
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const menuId = useId()
  const close = () => setAnchor(null)
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('layout.account')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="user-menu"
      >
        <UserAvatar userId={user?._id} profile={profile} size={32} />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <Box sx={{ px: 2, py: 1, maxWidth: 260 }}>
          <Typography variant="subtitle2" noWrap>
            {personNameText(profile.name) || profile.email}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {profile.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem component={LocaleLink} to="/profile" onClick={close}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          {t('menu.profile')}
        </MenuItem>
        <MenuItem component={LocaleLink} to="/profile/changePassword" onClick={close}>
          <ListItemIcon>
            <KeyIcon fontSize="small" />
          </ListItemIcon>
          {t('menu.changePassword')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close()
            setDark(!dark)
          }}
        >
          <ListItemIcon>
            {dark ? <LightModeIcon fontSize="small" /> : <DarkModeIcon fontSize="small" />}
          </ListItemIcon>
          {dark ? t('layout.lightMode') : t('layout.darkMode')}
        </MenuItem>
        <MenuItem
          data-testid="fullscreen"
          onClick={() => {
            close()
            setFullscreen(true)
          }}
        >
          <ListItemIcon>
            <FullscreenIcon fontSize="small" />
          </ListItemIcon>
          {t('layout.fullscreen')}
        </MenuItem>
        <Divider />
        <MenuItem component={LocaleLink} to="/logout" onClick={close}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('menu.logout')}
        </MenuItem>
      </Menu>
    </>
  )
}
