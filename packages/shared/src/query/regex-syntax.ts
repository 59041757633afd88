/**
 * The `$regex` syntax: the part of regular expressions that PostgreSQL's AREs and RE2 (SQLite's
 * engine, linear in time) read alike, so that a pattern means the same on both engines.
 *
 * Accepted: literal characters; `.` (any character, newlines included); `^` and `$` (start and
 * end of the text); `\d \D \w \W \s \S`; `\n \r \t \f \v`; a backslash before any other ASCII
 * punctuation or space for that character; classes `[...]` and `[^...]` of characters, ranges and
 * `\d \s \w` (a `[` or a leading `]` inside a class is written `\[`, `\]`); groups `(...)` and
 * `(?:...)`; `|`; quantifiers `* + ?` and `{n}`, `{n,}`, `{n,m}` up to 255, each optionally lazy.
 * Refused: backreferences, lookaround, named groups, inline flags, `\b`, `\p{...}`, `\x`, `\u`,
 * POSIX classes, possessive quantifiers, and repeats nested beyond 1000 copies in all.
 */
export const REGEX_LIMITS = {
  maxLength: 256,
  maxBound: 255,
  maxNestedRepeat: 1000,
  maxGroupDepth: 20
} as const

const CLASS_ESCAPES = new Set(['d', 'D', 'w', 'W', 's', 'S'])
const CLASS_ESCAPES_IN_BRACKETS = new Set(['d', 'w', 's'])
const CONTROL_ESCAPES = new Set(['n', 'r', 't', 'f', 'v'])
const isAsciiPunctuationOrSpace = (char: string) => /^[\x20-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]$/.test(char)
const BOUND = /^\{(\d{1,9})(,(\d{0,9}))?\}/

class RegexSyntaxError extends Error {}

/** Reads one pattern from start to end; each method consumes from `at`. */
class RegexReader {
  private at = 0
  private depth = 0

  constructor(private readonly pattern: string) {}

  check() {
    this.alternation()
    if (this.at < this.pattern.length) this.fail('has a ) without its (')
  }

  private fail(message: string): never {
    throw new RegexSyntaxError(message)
  }

  private get next() {
    return this.pattern[this.at]
  }

  /**
   * Branches separated by `|`, up to the end or a `)`. Answers the most copies of one atom that
   * its nested repeats make (`(a{3}){4}` makes 12), which bounds what the engines compile.
   */
  private alternation(): number {
    let most = 1
    for (;;) {
      most = Math.max(most, this.sequence())
      if (this.next !== '|') return most
      this.at++
    }
  }

  private sequence(): number {
    let most = 1
    while (this.at < this.pattern.length && this.next !== '|' && this.next !== ')') {
      const copies = this.atom()
      const times = this.quantifier()
      if (times === undefined) continue
      if (copies === 0) this.fail('has a quantifier with nothing to repeat')
      most = Math.max(most, copies * times)
      if (most > REGEX_LIMITS.maxNestedRepeat) this.fail('repeats too many times in all')
    }
    return most
  }

  /** One atom: the copies its inner repeats make, 0 for an anchor (which takes no quantifier). */
  private atom(): number {
    const char = this.next
    this.at++
    switch (char) {
      case '^':
      case '$':
        return 0
      case '*':
      case '+':
      case '?':
        return this.fail('has a quantifier with nothing to repeat')
      case '{':
        return this.fail('has a { that is not a repeat count (write \\{ for the character)')
      case '\\':
        this.escape(false)
        return 1
      case '[':
        this.characterClass()
        return 1
      case '(':
        return this.group()
      default:
        return 1
    }
  }

  private group(): number {
    if (this.depth >= REGEX_LIMITS.maxGroupDepth) this.fail('nests groups too deeply')
    if (this.next === '?') {
      if (this.pattern[this.at + 1] !== ':')
        this.fail('may use (?: but no other (? group: no lookaround, named groups or flags')
      this.at += 2
    }
    this.depth++
    const copies = this.alternation()
    if (this.next !== ')') this.fail('has a ( without its )')
    this.depth--
    this.at++
    return copies
  }

  /**
   * A quantifier after an atom: how many copies of the atom the engines compile (one for `* + ?`,
   * which loop), or undefined when there is none.
   */
  private quantifier(): number | undefined {
    let copies = 1
    if (this.next === '*' || this.next === '+' || this.next === '?') this.at++
    else if (this.next === '{') {
      const bound = BOUND.exec(this.pattern.slice(this.at, this.at + 22))
      if (!bound) this.fail('has a { that is not a repeat count (write \\{ for the character)')
      const min = Number(bound[1])
      const max = bound[2] === undefined ? min : bound[3] === '' ? min : Number(bound[3])
      if (min > REGEX_LIMITS.maxBound || max > REGEX_LIMITS.maxBound)
        this.fail(`repeats at most ${REGEX_LIMITS.maxBound} times per {n,m}`)
      if (min > max) this.fail('has a {n,m} with n above m')
      copies = Math.max(max, 1)
      this.at += bound[0].length
    } else return undefined
    if (this.next === '?') this.at++
    if (this.next === '*' || this.next === '+' || this.next === '?' || this.next === '{')
      this.fail('has two quantifiers in a row')
    return copies
  }

  private escape(inClass: boolean) {
    const char = this.next
    if (char === undefined) this.fail('ends with a lone \\')
    this.at++
    if (inClass ? CLASS_ESCAPES_IN_BRACKETS.has(char) : CLASS_ESCAPES.has(char)) return 'class'
    if (CONTROL_ESCAPES.has(char) || isAsciiPunctuationOrSpace(char)) return 'char'
    return this.fail(`has an escape \\${char} that not every database reads alike`)
  }

  private characterClass() {
    if (this.next === '^') this.at++
    if (this.next === ']') this.fail('has an empty class or a leading ] (write \\] for the character)')
    let previous: { kind: 'char' | 'class'; code: number } | undefined
    for (;;) {
      const char = this.next
      if (char === undefined) this.fail('has a [ without its ]')
      if (char === ']') {
        this.at++
        return
      }
      if (char === '[') this.fail('has a [ inside a class (write \\[ for the character)')
      if (char === '-' && previous && this.pattern[this.at + 1] !== ']') {
        this.at++
        const end = this.classMember()
        if (previous.kind !== 'char' || end.kind !== 'char')
          this.fail('has a range that does not join two characters')
        if (end.code < previous.code) this.fail('has a range out of order')
        previous = undefined
        continue
      }
      previous = this.classMember()
    }
  }

  private classMember(): { kind: 'char' | 'class'; code: number } {
    const char = this.next
    if (char === undefined || char === ']' || char === '[')
      this.fail('has a range that does not join two characters')
    if (char === '\\') {
      this.at++
      const escaped = this.next
      const kind = this.escape(true)
      const code = { n: 10, r: 13, t: 9, f: 12, v: 11 }[escaped as 'n'] ?? escaped!.codePointAt(0)!
      return { kind, code }
    }
    const code = this.pattern.codePointAt(this.at)!
    this.at += code > 0xffff ? 2 : 1
    return { kind: 'char', code }
  }
}

/** What is wrong with a `$regex` pattern, or undefined when both engines read it alike. */
export const regexProblem = (pattern: string): string | undefined => {
  if (pattern.length > REGEX_LIMITS.maxLength) return `must be at most ${REGEX_LIMITS.maxLength} characters`
  try {
    new RegexReader(pattern).check()
    return undefined
  } catch (error) {
    if (error instanceof RegexSyntaxError) return `is not a supported regular expression: it ${error.message}`
    throw error
  }
}

/** A text as a pattern that matches it literally, in the syntax above. */
export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
