import fc from 'fast-check'
import {
  deeplyNested,
  hostileNumber,
  hostileShape,
  nulText,
  ownObject,
  PROTOTYPE_NAMES,
  surrogateText
} from './hostile-values'

/** Ids a URL path can carry: prototype names, dot segments, NUL, broken UTF-16, very long ones. */
export const hostileIdText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    ...PROTOTYPE_NAMES,
    '',
    ' ',
    '..',
    '../..',
    '.',
    '%2e%2e',
    '%00',
    '%',
    'null',
    'undefined',
    '0',
    '-1',
    '1e400',
    '[]',
    '{}',
    '*',
    '_',
    "'",
    'a/b',
    'a?b',
    'a#b',
    'a;b',
    'a\\b',
    '😀',
    'مرحبا',
    'constructor.prototype',
    'x'.repeat(65),
    'x'.repeat(10_000)
  ),
  nulText,
  surrogateText,
  fc.string({ maxLength: 30 })
)

/** Ids only the socket can carry: numbers, null, lists and objects (operators among them). */
export const hostileSocketId: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileIdText, weight: 4 },
  { arbitrary: hostileNumber, weight: 1 },
  {
    arbitrary: fc.constantFrom(null, true, false, [], {}, [{}], [[]], [null], { $ne: null }, { $gt: '' }),
    weight: 2
  },
  { arbitrary: fc.constant(ownObject([['__proto__', { polluted: true }]])), weight: 1 },
  {
    arbitrary: fc.constantFrom(50, 1000).map((depth) => deeplyNested(depth, 'x', depth % 2 === 0)),
    weight: 1
  },
  { arbitrary: hostileShape(), weight: 2 }
)

/** A real id most of the time (so that the call reaches a row), else a hostile one. */
export const idOf = (ids: string[], hostile: fc.Arbitrary<unknown>) =>
  ids.length
    ? fc.oneof(
        { arbitrary: fc.constantFrom(...ids), weight: 3 },
        { arbitrary: fc.constantFrom(...ids).map((id) => `${id}\u0000`), weight: 1 },
        { arbitrary: hostile, weight: 3 }
      )
    : hostile
