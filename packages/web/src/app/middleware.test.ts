import { describe, expect, it } from 'vitest'
import { runMiddleware, safeRedirect } from './middleware'

const at = (path: string, loggedIn: boolean, search = '') => ({ path, loggedIn, search })

describe('route middleware', () => {
  it('R-RT-05 sends a logged-out user to /login with the page to come back to', () => {
    expect(runMiddleware(['auth'], at('/profile', false, '?tab=1'))).toBe(
      '/login?redirect=%2Fprofile%3Ftab%3D1'
    )
    expect(runMiddleware(['auth'], at('/teachers/', true))).toBeUndefined()
  })

  it('R-RT-04 sends / to /login when logged out', () => {
    expect(runMiddleware(['auth'], at('/', false))).toBe('/login')
  })

  it('R-RT-05 sends a signed-in user from /login to the requested page, else the dashboard', () => {
    expect(runMiddleware(['guest'], at('/login', true, '?redirect=%2Fprofile'))).toBe('/profile')
    expect(runMiddleware(['guest'], at('/login', true))).toBe('/dashboard')
    expect(runMiddleware(['guest'], at('/login', false, '?redirect=%2Fprofile'))).toBeUndefined()
  })

  it('keeps redirects on this console', () => {
    expect(safeRedirect('//evil.example/x')).toBe('/dashboard')
    expect(safeRedirect('https://evil.example')).toBe('/dashboard')
    expect(safeRedirect('/login?redirect=/login')).toBe('/dashboard')
    expect(safeRedirect('/news/edit/1?x=2')).toBe('/news/edit/1?x=2')
  })

  it('R-ERR-04 an unknown middleware is a 500 "Unknown middleware {name}"', () => {
    expect(() => runMiddleware(['auth', 'nope'], at('/x', true))).toThrow(
      expect.objectContaining({ status: 500, message: 'Unknown middleware nope' })
    )
    expect(() => runMiddleware(['toString'], at('/x', true))).toThrow('Unknown middleware toString')
  })
})
