import { Transform } from 'node:stream'
import { errorData } from '@tutor-admin/shared'
import { UnsupportedMediaType } from '../../errors'

const notText = () =>
  new UnsupportedMediaType('The file is not a UTF-8 text file; save the CSV as UTF-8', errorData('notUtf8'))

/** Passes bytes on while they are UTF-8 text: a NUL byte or an invalid sequence fails it with 415. */
export const textOnly = () => {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        if (chunk.includes(0)) return done(notText())
        decoder.decode(chunk, { stream: true })
        done(null, chunk)
      } catch {
        done(notText())
      }
    },
    flush(done) {
      try {
        decoder.decode()
        done()
      } catch {
        done(notText())
      }
    }
  })
}
