import { afterEach, describe, expect, it, vi } from 'vitest'
import { InOrder } from './in-order'

afterEach(() => {
  vi.useRealTimers()
})

describe('batches between processes, in the order each process sent them', () => {
  it('holds a batch that came early until the ones before it arrive', () => {
    const delivered: string[] = []
    const order = new InOrder<string>((batch) => delivered.push(batch))
    order.receive({ origin: 'a', seq: 1, batch: 'a1' })
    order.receive({ origin: 'a', seq: 3, batch: 'a3' })
    order.receive({ origin: 'b', seq: 7, batch: 'b7' })
    order.receive({ origin: 'a', seq: 4, batch: 'a4' })
    expect(delivered).toEqual(['a1', 'b7'])
    order.receive({ origin: 'a', seq: 2, batch: 'a2' })
    expect(delivered).toEqual(['a1', 'b7', 'a2', 'a3', 'a4'])
    order.close()
  })

  it('gives up on a lost batch after a while, and hands it on should it come after all', () => {
    vi.useFakeTimers()
    const delivered: string[] = []
    const order = new InOrder<string>((batch) => delivered.push(batch), 2000)
    order.receive({ origin: 'a', seq: 1, batch: 'a1' })
    order.receive({ origin: 'a', seq: 3, batch: 'a3' })
    vi.advanceTimersByTime(1999)
    expect(delivered).toEqual(['a1'])
    vi.advanceTimersByTime(1)
    expect(delivered).toEqual(['a1', 'a3'])
    order.receive({ origin: 'a', seq: 2, batch: 'a2' })
    order.receive({ origin: 'a', seq: 4, batch: 'a4' })
    expect(delivered).toEqual(['a1', 'a3', 'a2', 'a4'])
    order.close()
  })
})
