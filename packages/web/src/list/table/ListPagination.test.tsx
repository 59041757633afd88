import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { i18n, initI18n } from '../../i18n/i18n'
import { SelectionBanner } from '../selection/SelectionBanner'
import { ListPagination, type ListPaginationProps } from './ListPagination'

const show = (props: Partial<ListPaginationProps>) =>
  render(
    <ListPagination
      page={1}
      rowsPerPage={10}
      total={1_000_000}
      shown={10}
      onPage={() => undefined}
      onRowsPerPage={() => undefined}
      {...props}
    />
  )
const range = () => screen.getByTestId('page-range').textContent

describe('the list total line (R-PAGE-09)', () => {
  beforeAll(() => initI18n('en'))
  afterEach(async () => {
    cleanup()
    await i18n.changeLanguage('en')
  })

  it('says "about" for an estimated total and offers the exact count', () => {
    const onExactCount = vi.fn()
    show({ totalEstimated: 'about', onExactCount })
    expect(range()).toBe('1–10 of about 1,000,000')
    fireEvent.click(screen.getByRole('button', { name: 'Exact count' }))
    expect(onExactCount).toHaveBeenCalledOnce()
  })

  it('says "more than" when counting stopped at the limit', () => {
    show({ total: 100_000, totalEstimated: 'more', onExactCount: () => undefined })
    expect(range()).toBe('1–10 of more than 100,000')
  })

  it('shows an exact total without a mark or a button', () => {
    show({ total: 1234 })
    expect(range()).toBe('1–10 of 1,234')
    expect(screen.queryByRole('button', { name: 'Exact count' })).toBeNull()
  })

  it('writes the estimate in Chinese in both scripts', async () => {
    await i18n.changeLanguage('cht')
    show({ totalEstimated: 'about', onExactCount: () => undefined })
    expect(range()).toBe('第 1–10 筆，共約 1,000,000 筆')
    expect(screen.getByRole('button', { name: '準確計數' })).toBeTruthy()
    cleanup()
    await i18n.changeLanguage('chs')
    show({ totalEstimated: 'about' })
    expect(range()).toBe('第 1–10 条，共约 1,000,000 条')
  })

  it('says "about" when offering to select every matching row of an estimated total', () => {
    const banner = (totalEstimated?: 'about') =>
      render(
        <SelectionBanner
          state="pageAll"
          count={10}
          pageRows={10}
          total={1_000_000}
          totalEstimated={totalEstimated}
          onSelectAll={() => undefined}
          onClear={() => undefined}
        />
      )
    banner('about')
    expect(screen.getByTestId('select-all-matching').textContent).toBe(
      'Select all about 1,000,000 matching rows'
    )
    cleanup()
    banner()
    expect(screen.getByTestId('select-all-matching').textContent).toBe('Select all 1,000,000 matching rows')
  })
})
