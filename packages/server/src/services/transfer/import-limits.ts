import { errorData } from '@tutor-admin/shared'
import { PayloadTooLarge } from '../../errors/http-errors'

/** The extensions import takes, as a refusal names them: .txt and .tsv are tab-separated text. */
export const IMPORT_EXTENSIONS = ['.csv', '.tsv', '.txt', '.xlsx']
/** Most rows one file may hold. */
export const MAX_IMPORT_ROWS = 50_000
/**
 * Most bytes a workbook's parts may hold once inflated, as its zip declares them: a small zip that
 * inflates to gigabytes is refused before anything is inflated.
 */
export const MAX_WORKBOOK_BYTES = 200 * 1024 * 1024
/** Most parts (files) a workbook's zip may hold. */
export const MAX_WORKBOOK_PARTS = 10_000

export const tooManyRows = () =>
  new PayloadTooLarge(
    `Import at most ${MAX_IMPORT_ROWS} rows at once`,
    errorData('tooManyRows', { max: MAX_IMPORT_ROWS })
  )
