import { beforeEach, describe, expect, it } from 'vitest'
import { initialAppState, isLoggedIn, useAppStore } from './appStore'

describe('app state (R-LAY-16)', () => {
  beforeEach(() => useAppStore.setState(initialAppState()))

  it('starts with the documented defaults', () => {
    expect(initialAppState()).toEqual({
      locale: 'cht',
      title: '',
      titleArgs: {},
      pageActions: [],
      processing: null,
      fullscreen: false,
      fullPage: false,
      noDrawer: false,
      dark: false,
      drawerOpen: true,
      currencySymbol: '$',
      error: null,
      errorDetail: null,
      success: null,
      successAction: null,
      user: null,
      token: null,
      profile: null,
      loginNotice: false,
      sessionEndCode: null,
      sessionEndReason: null,
      initialised: false
    })
  })

  it("R-ERR-09 an error keeps the server's words as its detail, and a new error without any clears them", () => {
    useAppStore.getState().setError('你沒有權限進行此操作。', 'You may not remove users')
    expect(useAppStore.getState()).toMatchObject({
      error: '你沒有權限進行此操作。',
      errorDetail: 'You may not remove users'
    })
    useAppStore.getState().setError('請修正標示的欄位。')
    expect(useAppStore.getState().errorDetail).toBeNull()
    useAppStore.getState().setError(null, 'left over')
    expect(useAppStore.getState()).toMatchObject({ error: null, errorDetail: null })
  })

  it('the socket signing in again with the same account and profile changes nothing', () => {
    useAppStore.getState().setLogin({ _id: 'u1', role: 'editor', status: 'active' }, 'jwt')
    useAppStore.getState().setProfile('{"email":"a@b.c"}')
    const user = useAppStore.getState().user
    let changes = 0
    const stop = useAppStore.subscribe(() => changes++)
    useAppStore.getState().setLogin({ _id: 'u1', role: 'editor', status: 'active' }, 'jwt')
    useAppStore.getState().setProfile('{"email":"a@b.c"}')
    expect(changes).toBe(0)
    expect(useAppStore.getState().user).toBe(user)
    useAppStore.getState().setLogin({ _id: 'u1', role: 'admin', status: 'active' }, 'jwt')
    expect(changes).toBe(1)
    expect(useAppStore.getState().user).toMatchObject({ role: 'admin' })
    stop()
  })

  it('R-AUTH-04 stores user and token together under login, the profile under profile', () => {
    const user = { _id: 'u1', role: 'editor', status: 'active' }
    useAppStore.getState().setLogin(user, 'jwt')
    useAppStore.getState().setProfile('{"email":"a@b.c"}')
    expect(JSON.parse(localStorage.getItem('login')!)).toEqual({ user, token: 'jwt' })
    expect(localStorage.getItem('profile')).toBe('{"email":"a@b.c"}')
    useAppStore.getState().clearLogin(true)
    expect(localStorage.getItem('login')).toBeNull()
    expect(localStorage.getItem('profile')).toBeNull()
    expect(useAppStore.getState()).toMatchObject({
      user: null,
      token: null,
      profile: null,
      loginNotice: true
    })
  })

  it('R-AUTH-05 logged in means a user id is present', () => {
    expect(isLoggedIn({ user: null })).toBe(false)
    expect(isLoggedIn({ user: { _id: '' } })).toBe(false)
    expect(isLoggedIn({ user: { _id: 'u1' } })).toBe(true)
  })

  it('R-LAY-09 dark mode collapses the drawer to mini, which can be opened again', () => {
    useAppStore.getState().setDark(true)
    expect(useAppStore.getState()).toMatchObject({ dark: true, drawerOpen: false })
    useAppStore.getState().setDrawerOpen(true)
    expect(useAppStore.getState().drawerOpen).toBe(true)
    useAppStore.getState().setDark(false)
    expect(useAppStore.getState()).toMatchObject({ dark: false, drawerOpen: true })
  })
})
