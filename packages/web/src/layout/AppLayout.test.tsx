import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { session } from '../api/client'
import { initialAppState, useAppStore } from '../state/appStore'
import { initI18n } from '../i18n/i18n'
import { AppLayout } from './AppLayout'
import { usePageLayout } from './usePageLayout'

// The layout's menu asks the server for the catalogue; here it never answers.
// Spied on rather than mocked as a module: a run that shares modules between files has loaded it already.
vi.spyOn(session, 'call').mockImplementation(() => new Promise(() => undefined))
afterAll(() => vi.restoreAllMocks())

function Plain() {
  return <p>plain page</p>
}
function NoDrawer() {
  usePageLayout({ noDrawer: true })
  return <p>page without drawer</p>
}
function FullPage() {
  usePageLayout({ fullPage: true })
  return <p>full page</p>
}

const show = (path: string) => {
  const router = createMemoryRouter(
    [
      {
        element: <AppLayout />,
        children: [
          { path: '/plain', element: <Plain /> },
          { path: '/bare', element: <NoDrawer /> },
          { path: '/full', element: <FullPage /> }
        ]
      }
    ],
    { initialEntries: [path] }
  )
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  )
  return router
}

describe('app layout (R-LAY-09, R-LAY-10, R-LAY-12)', () => {
  beforeAll(() => initI18n('en'))
  beforeEach(() => useAppStore.setState({ ...initialAppState(), user: { _id: 'u1', role: 'admin' } }))

  it('shows top bar and menu on a plain page', () => {
    show('/plain')
    expect(screen.getByText('plain page')).toBeTruthy()
    expect(screen.getByTestId('menu')).toBeTruthy()
    expect(screen.getByTestId('drawer-toggle')).toBeTruthy()
  })

  it('a page may go without drawer: top bar stays, menu and toggle go', () => {
    const router = show('/bare')
    expect(screen.getByText('page without drawer')).toBeTruthy()
    expect(screen.queryByTestId('menu')).toBeNull()
    expect(screen.queryByTestId('drawer-toggle')).toBeNull()
    expect(screen.getByRole('banner')).toBeTruthy()
    // Leaving the page gives the drawer back.
    act(() => void router.navigate('/plain'))
    expect(screen.getByTestId('menu')).toBeTruthy()
  })

  it('a full page has neither top bar nor menu', () => {
    show('/full')
    expect(screen.getByText('full page')).toBeTruthy()
    expect(screen.queryByRole('banner')).toBeNull()
    expect(screen.queryByTestId('menu')).toBeNull()
  })

  it('fullscreen hides the chrome and its exit button restores it', () => {
    show('/plain')
    act(() => useAppStore.getState().setFullscreen(true))
    expect(screen.queryByRole('banner')).toBeNull()
    act(() => screen.getByTestId('exit-fullscreen').click())
    expect(screen.getByRole('banner')).toBeTruthy()
    expect(useAppStore.getState().fullscreen).toBe(false)
  })
})
