import { render, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { initI18n } from '../../i18n/i18n'
import { TransferProgressView } from './TransferProgressView'

describe('the progress of an import or export (R-IO-02, R-IO-05)', () => {
  beforeAll(() => initI18n('en'))

  it('shows the rows done of the total, then that it is stopping once stopped', () => {
    const progress = { phase: 'check', done: 1200, total: 50000 } as const
    const { rerender } = render(<TransferProgressView progress={progress} />)
    expect(screen.getByTestId('transfer-progress').textContent).toBe('Checking rows: 1,200 of 50,000')
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2.4')
    rerender(<TransferProgressView progress={progress} stopping />)
    expect(screen.getByTestId('transfer-progress').textContent).toBe('Stopping…')
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBeNull()
  })
})
