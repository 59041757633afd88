import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { withRowKeys } from '../../records/data/fetchRows'
import { RowActions } from './RowActions'

describe("a row's buttons (R-LIST-09, R-SCH-10)", () => {
  const labels = { open: 'Open', clone: 'Copy', delete: 'Delete', expand: 'More', collapse: 'Less' }
  const [keyed, keyless] = withRowKeys([{ _id: 'a1', name: 'A' }, { name: 'no id' }])

  it('open and delete the row they stand on', () => {
    const onOpen = vi.fn()
    const onDelete = vi.fn()
    render(<RowActions row={keyed} label="A" labels={labels} onOpen={onOpen} onDelete={onDelete} />)
    fireEvent.click(screen.getByTestId('row-open'))
    fireEvent.click(screen.getByTestId('row-delete'))
    expect(onOpen).toHaveBeenCalledWith(keyed)
    expect(onDelete).toHaveBeenCalledWith(keyed)
  })

  it('are not offered for a row without its record id', () => {
    render(<RowActions row={keyless} label="no id" labels={labels} onOpen={vi.fn()} onDelete={vi.fn()} />)
    expect(screen.queryByTestId('row-open')).toBeNull()
    expect(screen.queryByTestId('row-delete')).toBeNull()
  })
})
