import { describe, expect, it } from 'vitest'
import { ACCEPTED_PATTERNS } from './regex-samples'
import { REGEX_LIMITS, regexProblem } from './regex-syntax'

describe('$regex syntax read alike by PostgreSQL and RE2 (R-SRCH, C11)', () => {
  it.each(ACCEPTED_PATTERNS)('accepts %s', (pattern) => {
    expect(regexProblem(pattern)).toBeUndefined()
  })

  it.each([
    ['\\d{999999}', /at most 255/],
    ['(a{255}){255}', /too many times/],
    ['\\p{L}', /escape \\p/],
    ['(?<n>a)', /no lookaround, named groups/],
    ['(?=a)', /no lookaround/],
    ['(?i)a', /flags/],
    ['(a)\\1', /escape \\1/],
    ['\\bword', /escape \\b/],
    ['\\x41', /escape \\x/],
    ['\\u0041', /escape \\u/],
    ['[[:alpha:]]', /\[ inside a class/],
    ['[]a]', /leading \]/],
    ['[^]', /leading \]/],
    ['[z-a]', /out of order/],
    ['[\\d-z]', /does not join two characters/],
    ['[\\D]', /escape \\D/],
    ['a**', /two quantifiers/],
    ['a*+', /two quantifiers/],
    ['*a', /nothing to repeat/],
    ['^*', /nothing to repeat/],
    ['(|+)', /nothing to repeat/],
    ['a{2', /repeat count/],
    ['a{,2}', /repeat count/],
    ['{', /repeat count/],
    ['a{3,2}', /n above m/],
    ['(unclosed', /without its \)/],
    ['unopened)', /without its \(/],
    ['[abc', /without its \]/],
    ['abc\\', /lone \\/],
    ['\\é', /escape/],
    ['('.repeat(21) + ')'.repeat(21), /too deeply/],
    ['a'.repeat(REGEX_LIMITS.maxLength + 1), /at most 256/]
  ])('refuses %s', (pattern, message) => {
    expect(regexProblem(pattern)).toMatch(message)
  })

  it('reads a long hostile pattern in linear time', () => {
    const started = performance.now()
    for (let i = 0; i < 200; i++) regexProblem('('.repeat(20) + 'a{3}|'.repeat(40) + ')'.repeat(20))
    expect(performance.now() - started).toBeLessThan(2000)
  })
})
