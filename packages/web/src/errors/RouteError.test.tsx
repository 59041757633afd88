import { render, screen } from '@testing-library/react'
import { createMemoryRouter, redirect, RouterProvider } from 'react-router'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../i18n/i18n'
import { ErrorBoundary } from './ErrorBoundary'
import { ErrorFallback } from './ErrorFallback'
import { HttpError } from './httpError'
import { RouteError } from './RouteError'
import { showError } from './showError'
import { useAppStore } from '../state/appStore'

const failWith = (error: unknown) => () => {
  throw error
}

const renderRoute = (error: unknown) => {
  const router = createMemoryRouter([{ path: '/', Component: failWith(error), errorElement: <RouteError /> }])
  render(<RouterProvider router={router} />)
}

describe('route-level error pages', () => {
  beforeAll(async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await initI18n('en')
  })

  it('R-ERR-04 shows a 500 page with the message of what the route threw', () => {
    renderRoute(new HttpError(500, 'Unknown middleware nope'))
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('500')
    expect(screen.getByText('Unknown middleware nope')).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Homepage' })).toBeNull()
  })

  it('R-ERR-01, R-ERR-02 shows the status of a Feathers error and a Homepage link on 404', () => {
    renderRoute({ name: 'NotFound', code: 404, message: "No record found for id 'x'" })
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('404')
    expect(screen.getByRole('link', { name: 'Homepage' }).getAttribute('href')).toBe('/')
  })

  it('R-ERR-07 follows a redirect a route threw, with no error page', async () => {
    const router = createMemoryRouter([
      { path: '/', Component: failWith(redirect('/moved')), errorElement: <RouteError /> },
      { path: '/moved', element: <p>Moved here</p> }
    ])
    render(<RouterProvider router={router} />)
    await screen.findByText('Moved here')
    expect(router.state.location.pathname).toBe('/moved')
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull()
  })

  it('R-ERR-07 shows no message for a redirect, and one for a failed answer', () => {
    useAppStore.setState({ error: null })
    showError(redirect('/elsewhere'))
    expect(useAppStore.getState().error).toBeNull()
    showError(new Response('', { status: 404 }))
    expect(useAppStore.getState().error).not.toBeNull()
  })

  it('R-ERR-03 falls back to a plain page with a link home when the error page fails', () => {
    const Broken = failWith(new Error('error page broke'))
    render(
      <ErrorBoundary fallback={<ErrorFallback />}>
        <Broken />
      </ErrorBoundary>
    )
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong')
    expect(screen.getByRole('link', { name: 'Homepage' }).getAttribute('href')).toBe('/')
  })
})
