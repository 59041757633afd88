import type { Readable } from 'node:stream'
import { errorData } from '@tutor-admin/shared'
import yauzl from 'yauzl'
import { PayloadTooLarge, UnsupportedMediaType } from '../../errors/http-errors'
import { IMPORT_EXTENSIONS, MAX_WORKBOOK_BYTES, MAX_WORKBOOK_PARTS } from './import-limits'

/** The parts of a workbook's zip, each inflated on demand as a stream. */
export interface WorkbookZip {
  has(name: string): boolean
  /** Inflates one part; the stream fails when the part inflates to more than the zip declared. */
  open(name: string): Promise<Readable>
  close(): void
}

export const notAWorkbook = (reason: string) =>
  new UnsupportedMediaType(
    `The file is not an xlsx workbook that can be read: ${reason}`,
    errorData('unsupportedFile', { accept: IMPORT_EXTENSIONS })
  )

/** Parts every xlsx workbook holds. */
const REQUIRED = ['[Content_Types].xml', 'xl/workbook.xml']

/**
 * Opens a workbook's zip from its central directory, inflating nothing: 415 unless it is a zip
 * with the parts of a workbook, 413 when its parts declare more than `MAX_WORKBOOK_BYTES` once
 * inflated. A part that inflates beyond its declared size fails as it is read.
 */
export const openWorkbookZip = async (file: string): Promise<WorkbookZip> => {
  let zip: yauzl.ZipFile
  try {
    zip = await yauzl.openPromise(file, { autoClose: false, validateEntrySizes: true })
  } catch (error) {
    throw notAWorkbook((error as Error).message)
  }
  const entries = new Map<string, yauzl.Entry>()
  try {
    let inflated = 0
    for await (const entry of zip.eachEntry()) {
      inflated += entry.uncompressedSize
      if (inflated > MAX_WORKBOOK_BYTES)
        throw new PayloadTooLarge(
          `The workbook inflates to more than ${MAX_WORKBOOK_BYTES / 1024 / 1024} MB`,
          errorData('fileTooLarge', { max: MAX_WORKBOOK_BYTES })
        )
      if (entries.size === MAX_WORKBOOK_PARTS)
        throw new PayloadTooLarge(`The workbook holds more than ${MAX_WORKBOOK_PARTS} parts`)
      entries.set(entry.fileName, entry)
    }
    const missing = REQUIRED.filter((name) => !entries.has(name))
    if (missing.length) throw notAWorkbook(`it has no ${missing.join(' or ')}`)
  } catch (error) {
    zip.close()
    if (error instanceof PayloadTooLarge || error instanceof UnsupportedMediaType) throw error
    throw notAWorkbook((error as Error).message)
  }
  return {
    has: (name) => entries.has(name),
    async open(name) {
      const entry = entries.get(name)
      if (!entry) throw notAWorkbook(`it has no ${name}`)
      try {
        return await zip.openReadStreamPromise(entry)
      } catch (error) {
        throw notAWorkbook(`${name}: ${(error as Error).message}`)
      }
    },
    close: () => zip.close()
  }
}
