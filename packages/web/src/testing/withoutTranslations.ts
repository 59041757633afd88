import { afterAll, beforeAll } from 'vitest'
import { i18n } from '../i18n/i18n'

/**
 * Runs a file's tests as the console is before its translations are in, whatever test file of the
 * same run brought them in earlier: errors then say only the words they came with.
 */
export const withoutTranslations = () => {
  let initialized = false
  beforeAll(() => {
    initialized = i18n.isInitialized
    i18n.isInitialized = false
  })
  afterAll(() => {
    i18n.isInitialized = initialized
  })
}
