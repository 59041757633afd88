import { describe, expect, it } from 'vitest'
import { i18n, initI18n } from '../i18n/i18n'
import { serverMessage } from '../api/errorShape'
import { errorMessage, errorStatus, HttpError } from './httpError'

describe('error status (R-ERR-01)', () => {
  it('takes statusCode, then status, then response.status, then 500', () => {
    expect(errorStatus({ statusCode: 404, status: 403, response: { status: 401 } })).toBe(404)
    expect(errorStatus({ status: 403, response: { status: 401 } })).toBe(403)
    expect(errorStatus({ response: { status: 401 } })).toBe(401)
    expect(errorStatus(new Error('boom'))).toBe(500)
    expect(errorStatus(null)).toBe(500)
  })
  it('reads the code of a Feathers error and the status of an HttpError', () => {
    expect(errorStatus({ name: 'Forbidden', code: 403, message: 'no' })).toBe(403)
    expect(errorStatus(new HttpError(404, 'missing'))).toBe(404)
  })
  it('ignores values that are no HTTP error status', () => {
    expect(errorStatus({ status: 'bad', code: 'ECONNRESET' })).toBe(500)
    expect(errorStatus({ status: 200 })).toBe(500)
  })
  it('reads the words of any error shape', () => {
    expect(serverMessage(new HttpError(404, 'missing'))).toBe('missing')
    expect(serverMessage({ statusText: 'Not Found' })).toBe('Not Found')
    expect(serverMessage('plain')).toBe('plain')
    expect(serverMessage(undefined)).toBe('')
  })
  it("R-ERR-09 says what an error means in the interface's language once translations are in", async () => {
    // As at start, before any test file of the same run brought them in.
    const initialized = i18n.isInitialized
    i18n.isInitialized = false
    expect(errorMessage(new HttpError(404, 'missing'))).toBe('missing')
    i18n.isInitialized = initialized
    await initI18n('cht')
    expect(errorMessage(new HttpError(404, 'missing'))).toBe('找不到相關內容，可能已被刪除。')
  })
})
