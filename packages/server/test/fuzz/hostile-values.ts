import fc from 'fast-check'

/** Names found on every object's prototype chain, and names that mean something to JavaScript. */
export const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  '__defineGetter__',
  '__lookupGetter__',
  'toJSON',
  'then'
]

const shortText = fc.string({ maxLength: 6 })

/** NUL characters, which PostgreSQL cannot store in text, and their spellings. */
export const nulText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\u0000\u0000', 'a\u0000', '%00', '\\0', '\\x00', '\\u0000'),
  fc.tuple(shortText, shortText).map(([before, after]) => `${before}\u0000${after}`)
)

/** Unpaired UTF-16 surrogates (no valid UTF-8 exists for them) and any code units at all. */
export const surrogateText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('\ud800', '\udfff', 'a\ud800b', '\udc00\ud800', '\ud83d', '\ud83d\ud83d', 'x\udbff'),
  fc.string({ unit: 'binary', maxLength: 10 })
)

/** Emoji, joiners, right-to-left text and controls, combining marks, odd whitespace. */
export const unicodeText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '😀',
    '👨‍👩‍👧‍👦',
    '🏳️‍🌈',
    'مرحبا بالعالم',
    'שלום',
    '\u202eevil\u202c',
    '\u200f\u200e\u200b',
    '\ufeff',
    '\uffff',
    '\u{10ffff}',
    'e\u0301\u0301\u0301',
    'Ａ',
    'İı',
    'ﬁ',
    '中文字',
    '\u2028\u2029',
    '\r\n',
    '\t\v\f'
  ),
  fc.string({ unit: 'grapheme', maxLength: 10 })
)

/** Texts far longer than any field or query limit. */
export const longText: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(1000, 1001, 5000, 20_000), fc.constantFrom('x', 'é', '😀', '%', '\\', '\u0000'))
  .map(([length, char]) => char.repeat(length))

/** Texts that look like numbers, dates or keywords to a lenient parser. */
export const numberLikeText = fc.constantFrom(
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '-0',
  '0x1F',
  '0b11',
  '1_000',
  ' 1 ',
  '1.',
  '.5',
  '+1',
  '١٢٣',
  '9'.repeat(400),
  '1e-400',
  '9007199254740993',
  '18446744073709551616',
  '1,5',
  'true',
  'false',
  'null',
  'undefined',
  '',
  ' ',
  '[]',
  '{}',
  '0000-00-00',
  '2024-02-30',
  '2024-13-45T25:61:61Z',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00Z',
  '1970-01-01T00:00:00+25:00',
  '2024-01-01T00:00:00.0000000000001Z'
)

/** Text that would be harmful if it reached SQL, a LIKE pattern or a shell. */
export const sqlText = fc.constantFrom(
  "' OR 1=1 --",
  "'); DROP TABLE teachers; --",
  '%',
  '_',
  '\\',
  '\\%',
  '"',
  '`',
  '$1',
  '?',
  '??',
  ':name',
  '=cmd|"/c calc"!A1',
  '@SUM(1+1)'
)

/** Patterns that take exponential time on a backtracking engine against `aaaa…!`. */
export const backtrackingRegex = fc.constantFrom(
  '^(a+)+$',
  '(a|a)*$',
  '(a|aa)+$',
  '(a*)*b',
  '^(\\w+\\s?)*$',
  '(.*a){25}$',
  '^(a?){30}a{30}$'
)

/** Patterns either engine may reject, reads differently, or that backtrack for ages on JavaScript's. */
export const hostileRegex: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '^(a+)+$',
    '(a|a)*$',
    '(a|aa)+$',
    '(.*a){20}',
    '(a*)*b',
    '^(\\w+\\s?)*$',
    '(x+x+)+y',
    '\\d{999999}',
    'a{1000000}',
    'a{2,1}',
    'a{,5}',
    '(?:a{0,255}){0,255}',
    '\\p{L}',
    '\\P{Lu}',
    '(?<n>a)',
    '\\k<n>',
    '(?=a)',
    '(?!a)',
    '(?<=a)b',
    '(?<!a)b',
    '(?i)a',
    '(a)\\1',
    '\\1',
    '[[:alpha:]]',
    '[z-a]',
    '[\\d-z]',
    'a**',
    '(',
    ')',
    '[',
    '\\',
    '*',
    '+a',
    '{',
    'a{1',
    '\\x{41}',
    '\\u{1F600}',
    '\\uD800',
    '[^]',
    '\\cA',
    '\\c',
    '\\0',
    '\\Z',
    '\\A',
    '\\m',
    '\\y',
    '$^',
    '\u0000',
    'a\u0000',
    '.{0,65535}',
    '(|)',
    '()*',
    '[]',
    '[^\\s\\S]',
    '😀+',
    '[😀-😃]',
    '[\\ud800-\\udfff]',
    '(?#comment)',
    '\\Q.*\\E',
    '(*FAIL)',
    'a++',
    '(?>a)',
    '[[.a.]]',
    '\\e',
    '%',
    "'"
  ),
  fc
    .array(
      fc.constantFrom(
        'a',
        '(',
        ')',
        '*',
        '+',
        '?',
        '|',
        '[',
        ']',
        '{2}',
        '{2,}',
        '\\',
        '.',
        '^',
        '$',
        '\\d',
        '(?:',
        '(a+)+',
        '\\p',
        '-',
        'é',
        '😀'
      ),
      { minLength: 1, maxLength: 10 }
    )
    .map((atoms) => atoms.join(''))
)

/** Any hostile text. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: nulText, weight: 2 },
  { arbitrary: surrogateText, weight: 2 },
  { arbitrary: unicodeText, weight: 2 },
  { arbitrary: numberLikeText, weight: 2 },
  { arbitrary: sqlText, weight: 1 },
  { arbitrary: hostileRegex, weight: 1 },
  { arbitrary: fc.constantFrom(...PROTOTYPE_NAMES), weight: 1 },
  { arbitrary: shortText, weight: 2 },
  { arbitrary: longText, weight: 1 }
)

/** Numbers at the edges of what JSON, JavaScript and the databases hold. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1.5,
    1e308,
    -1e308,
    5e-324,
    2 ** 53 + 2,
    2 ** 64,
    2 ** 31,
    -(2 ** 63),
    1e21,
    0.1 + 0.2
  ),
  fc.double(),
  fc.integer()
)

/** Any hostile scalar, `text` weighted by the flavour under test. */
export const hostileScalar = (text: fc.Arbitrary<string> = hostileText): fc.Arbitrary<unknown> =>
  fc.oneof(
    { arbitrary: text, weight: 6 },
    { arbitrary: hostileNumber, weight: 2 },
    { arbitrary: fc.boolean(), weight: 1 },
    { arbitrary: fc.constant(null), weight: 1 }
  )

/** Keys an object may hold that no schema expects. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    ...PROTOTYPE_NAMES,
    '',
    ' ',
    '$',
    '$$',
    '$where',
    '$eq',
    '$exists',
    '$elemMatch',
    '$regex',
    '$in',
    '0',
    '-1',
    '1e3',
    'a.b',
    '.',
    '..',
    '.a',
    'a.',
    'x'.repeat(300),
    'a\u0000',
    '\u0000',
    '\ud800',
    '名',
    '😀',
    'a[b]',
    '[',
    '__proto__.polluted',
    'constructor.prototype.polluted'
  ),
  shortText
)

/** An object with own properties of these names: a literal `{ __proto__: x }` would set the prototype instead. */
export const ownObject = (entries: Array<[string, unknown]>): Record<string, unknown> =>
  Object.fromEntries(entries)

/** Scalars, and lists and objects of them, nested a little: shapes a field does not expect. */
export const hostileShape = (scalar: fc.Arbitrary<unknown> = hostileScalar()): fc.Arbitrary<unknown> =>
  fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', maxDepth: 4 },
      { arbitrary: scalar, weight: 5 },
      { arbitrary: fc.array(tie('value'), { maxLength: 4 }), weight: 1 },
      {
        arbitrary: fc.array(fc.tuple(hostileKey, tie('value')), { maxLength: 3 }).map(ownObject),
        weight: 1
      }
    )
  })).value

/** Nests a value `depth` levels down in lists or objects: recursion limits of parsers and validators. */
export const deeplyNested = (depth: number, inner: unknown, inObjects: boolean): unknown => {
  let value = inner
  for (let level = 0; level < depth; level++) value = inObjects ? { a: value } : [value]
  return value
}
