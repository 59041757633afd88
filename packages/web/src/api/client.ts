import authentication from '@feathersjs/authentication-client'
import { feathers } from '@feathersjs/feathers'
import socketio from '@feathersjs/socketio-client'
import { TIMING_CONSTANTS } from '@tutor-admin/shared'
import { io } from 'socket.io-client'
import { readError } from './readError'
import { useAppStore } from '../state/appStore'
import { parseLogin, readLogin, STORAGE_KEYS, writeLogin } from '../state/loginStorage'
import { splitUser } from './profile'
import { Session } from './session'
import { SessionAuthentication } from './sessionAuthentication'
import { clearSessionCookie, setSessionCookie } from './sessionCookie'

/** socket.io path of the API (R-AUTH-07, C18). */
export const SOCKET_PATH = '/api/socket.io'

/** Keeps the access token inside the `login` record of localStorage (C19). */
const tokenStorage = {
  getItem: () => readLogin().token,
  setItem: (_key: string, token: string) => writeLogin({ ...readLogin(), token }),
  removeItem: () => writeLogin({ user: null, token: null })
}

const createSession = () => {
  const socket = io({ path: SOCKET_PATH, transports: ['websocket'] })
  const client = feathers()
  client.configure(socketio(socket, { timeout: TIMING_CONSTANTS.socketTimeout }))
  client.configure(
    authentication({ storage: tokenStorage, storageKey: 'token', Authentication: SessionAuthentication })
  )
  const session = new Session(client, socket, {
    onLogin: (user, token) => {
      const parts = splitUser(user)
      useAppStore.getState().setLogin(parts.user, token)
      useAppStore.getState().setProfile(JSON.stringify(parts.profile))
      void setSessionCookie(token)
    },
    onLogout: (notice, refusal) => {
      const { code, data } = readError(refusal)
      useAppStore
        .getState()
        .clearLogin(notice, code, typeof data.reason === 'string' ? data.reason : undefined)
      void clearSessionCookie()
    }
  })
  // Another tab signed out or in as someone else: this connection stops being the previous account.
  window.addEventListener('storage', ({ key, oldValue, newValue }) => {
    const changed = parseLogin(oldValue).user?._id !== parseLogin(newValue).user?._id
    if (key === null || (key === STORAGE_KEYS.login && changed)) void session.renew(readLogin().token)
  })
  return session
}

/** The console's one session with the server. */
export const session = createSession()
