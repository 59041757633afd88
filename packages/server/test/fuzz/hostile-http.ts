import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib'
import fc from 'fast-check'
import { PROTOTYPE_NAMES } from './hostile-values'

export const METHODS = ['GET', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']
/** Path segments: prototype names, dot segments, bad or overlong percent-encodings, file-like names. */
export const ODD_SEGMENTS = [
  ...PROTOTYPE_NAMES,
  '..',
  '.',
  '%2e%2e',
  '%2E',
  '%00',
  '%ZZ',
  '%',
  '%2F',
  '%5C',
  '%ED%A0%80',
  '%C0%AF',
  '%FF',
  '~',
  ';',
  ';x=1',
  '',
  'x'.repeat(3000),
  'api',
  'teachers.csv',
  'x.webp',
  'x.small.webp',
  'index.html',
  'assets'
]
/** Names of the server's own routes. */
export const ROUTES = [
  'import',
  'export',
  'schemas',
  'health',
  'batch',
  'users',
  'pic',
  'authentication',
  'changePassword',
  'listSettings',
  'session-cookie',
  'socket.io',
  'attachments',
  'thumbs',
  'en',
  'zh-cn',
  'edit'
]
/** Query strings qs or a lenient parser may trip on. */
export const QUERIES = [
  '',
  '?',
  '?a',
  '?%',
  '?__proto__[x]=1',
  '?constructor[prototype][x]=1',
  '?a[99999]=1',
  '?a[]=1&a=2',
  '?&&&',
  '?=',
  '?a=%ZZ',
  '?format=csv',
  '?format=toString',
  '?$limit=1'
]

const json = Buffer.from(JSON.stringify({ name: 'Encoded' }))
/** Content types, right, wrong and malformed. */
export const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; charset=bogus',
  'application/json;;;',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'text/csv',
  'application/xml',
  'a/b/c',
  '',
  '*/*',
  'application/vnd.api+json'
)
/** Content encodings, known, stacked and unknown. */
export const contentEncodings = fc.constantFrom(
  '',
  'gzip',
  'deflate',
  'br',
  'identity',
  'gzip, gzip',
  'compress',
  'x-unknown',
  'GZIP',
  'gzip, deflate'
)
/** Bodies by name, built on demand: JSON, cut JSON, compressed or not, bombs, odd charsets, deep nesting. */
export const encodedBodies = fc.constantFrom<[string, () => Buffer]>(
  ['json', () => json],
  ['cut json', () => Buffer.from('{"name": ')],
  ['form', () => Buffer.from('name=x&name[__proto__][polluted]=1')],
  ['random bytes', () => Buffer.from(Array.from({ length: 64 }, (_, index) => (index * 151 + 7) % 256))],
  ['empty', () => Buffer.alloc(0)],
  ['gzip json', () => gzipSync(json)],
  ['gzip cut', () => gzipSync(json).subarray(0, 12)],
  ['deflate json', () => deflateSync(json)],
  ['brotli json', () => brotliCompressSync(json)],
  [
    'gzip bomb',
    () =>
      gzipSync(
        Buffer.concat([Buffer.from('{"name":"'), Buffer.alloc(64 * 1024 * 1024, 32), Buffer.from('"}')])
      )
  ],
  ['utf-16 json', () => Buffer.from(`\ufeff${JSON.stringify({ name: 'x' })}`, 'utf16le')],
  ['bom json', () => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), json])],
  ['duplicate keys', () => Buffer.from('{"name":"a","name":{"$gt":""}}')],
  [
    '__proto__ key',
    () =>
      Buffer.from('{"name":"a","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}')
  ],
  ['1e400', () => Buffer.from('{"name":"a","hourlyRate":1e400}')],
  ['nested 100000', () => Buffer.from(`{"name":${'['.repeat(100_000)}${']'.repeat(100_000)}}`)],
  ['over the body limit', () => Buffer.from(JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024) }))]
)
