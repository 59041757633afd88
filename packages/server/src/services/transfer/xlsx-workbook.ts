import path from 'node:path'
import { readXmlPart, STOP_READING } from './xml-part'
import { notAWorkbook, type WorkbookZip } from './xlsx-zip'

/** Where a workbook keeps the parts that import reads. */
export interface WorkbookParts {
  /** The first sheet, the one import reads. */
  sheet: string
  sharedStrings?: string
  styles?: string
  /** Dates count from 1904 rather than 1900 (old Mac workbooks). */
  date1904: boolean
}

const RELATION = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/'

/** A relationship's target as a part name: relative to `xl/`, or absolute from the zip's root. */
const partName = (target: string) =>
  target.startsWith('/') ? target.slice(1) : path.posix.normalize(`xl/${target}`)

const isTrue = (value: string | undefined) => value === '1' || value === 'true'

const relationTargets = async (zip: WorkbookZip) => {
  const byId = new Map<string, string>()
  const byType = new Map<string, string>()
  if (!zip.has('xl/_rels/workbook.xml.rels')) return { byId, byType }
  await readXmlPart(zip, 'xl/_rels/workbook.xml.rels', {
    open(name, attributes) {
      if (name !== 'Relationship' || attributes.TargetMode === 'External' || !attributes.Target) return
      const target = partName(attributes.Target)
      byId.set(attributes.Id, target)
      const type = attributes.Type ?? ''
      if (type.startsWith(RELATION) && !byType.has(type)) byType.set(type.slice(RELATION.length), target)
    }
  })
  return { byId, byType }
}

/** Reads `xl/workbook.xml` and its relationships: the first sheet, shared strings and styles. */
export const readWorkbookParts = async (zip: WorkbookZip): Promise<WorkbookParts> => {
  let date1904 = false
  let sheetId: string | undefined
  await readXmlPart(zip, 'xl/workbook.xml', {
    open(name, attributes) {
      if (name === 'workbookPr') date1904 = isTrue(attributes.date1904)
      else if (name === 'sheet') {
        sheetId = Object.entries(attributes).find(([key]) => key.endsWith(':id'))?.[1]
        throw STOP_READING
      }
    }
  })
  const { byId, byType } = await relationTargets(zip)
  const known = (name: string | undefined) => (name && zip.has(name) ? name : undefined)
  const sheet = known(sheetId && byId.get(sheetId)) ?? known('xl/worksheets/sheet1.xml')
  if (!sheet) throw notAWorkbook('it has no sheet')
  return {
    sheet,
    sharedStrings: known(byType.get('sharedStrings')) ?? known('xl/sharedStrings.xml'),
    styles: known(byType.get('styles')) ?? known('xl/styles.xml'),
    date1904
  }
}
