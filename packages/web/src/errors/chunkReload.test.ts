import { describe, expect, it, vi } from 'vitest'
import { isChunkLoadError, reloadForChunkError } from './chunkReload'

const memory = () => {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value)
  }
}

describe('chunk-load failures (R-ERR-06)', () => {
  it('recognises the messages browsers give for a missing chunk', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true
    )
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
  })

  it('reloads once, then not again within 60 s, then again after', () => {
    const storage = memory()
    const reload = vi.fn()
    expect(reloadForChunkError({ now: 1_000_000, storage, reload })).toBe(true)
    expect(reloadForChunkError({ now: 1_000_000 + 59_999, storage, reload })).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(reloadForChunkError({ now: 1_000_000 + 60_000, storage, reload })).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })
})
