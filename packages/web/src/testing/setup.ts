import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

afterEach(() => {
  cleanup()
  localStorage.clear()
  // The next test file shares this one's modules and timers (isolate: false).
  vi.useRealTimers()
})
