import { describe, expect, it } from 'vitest'
import { problemsUnder, serverProblems } from './fieldProblems'

describe('field problems (R-ED-08)', () => {
  it("come from a server's 400 answer as its messages", () => {
    expect(serverProblems({ email: 'is already used', x: 1 })).toEqual({
      email: { message: 'is already used' }
    })
    expect(serverProblems(undefined)).toEqual({})
  })

  it('are handed to a part relative to its path', () => {
    const problems = { 'items.0.name': { message: 'a' }, items: { message: 'b' }, itemsX: { message: 'c' } }
    expect(problemsUnder(problems, 'items')).toEqual({ '0.name': { message: 'a' } })
  })
})
