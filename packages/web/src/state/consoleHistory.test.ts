import { afterEach, describe, expect, it } from 'vitest'
import { cameFromConsolePage } from './consoleHistory'

describe('cameFromConsolePage', () => {
  afterEach(() => window.history.replaceState(null, ''))

  it('is false on the page the console started on, and on one that replaced it', () => {
    window.history.replaceState(null, '')
    expect(cameFromConsolePage()).toBe(false)
    window.history.replaceState({ usr: null, key: 'abc', idx: 0 }, '')
    expect(cameFromConsolePage()).toBe(false)
  })

  it('is true once the console has pushed a page after another', () => {
    window.history.replaceState({ usr: null, key: 'def', idx: 1 }, '')
    expect(cameFromConsolePage()).toBe(true)
  })
})
