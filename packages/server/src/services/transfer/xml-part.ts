import { StringDecoder } from 'node:string_decoder'
import { FeathersError } from '@feathersjs/errors'
import { SaxesParser } from 'saxes'
import { notAWorkbook, type WorkbookZip } from './xlsx-zip'

/** What a part's reader does with its XML, tag names without their namespace prefix. */
export interface XmlVisitor {
  open?(name: string, attributes: Record<string, string>): void
  close?(name: string): void
  text?(text: string): void
}

/** Thrown by a visitor that has read what it needs: the part is read no further. */
export const STOP_READING = Symbol('stop reading')

const localName = (name: string) => {
  const colon = name.indexOf(':')
  return colon < 0 ? name : name.slice(colon + 1)
}

/**
 * Streams one part of a workbook through a SAX parser, a chunk at a time, so that a visitor can
 * stop (or fail) at any element without the rest being inflated.
 */
export const readXmlPart = async (zip: WorkbookZip, name: string, visitor: XmlVisitor): Promise<void> => {
  const parser = new SaxesParser({ xmlns: false, position: false })
  const { open, close, text } = visitor
  if (open) parser.on('opentag', (tag) => open(localName(tag.name), tag.attributes as Record<string, string>))
  if (close) parser.on('closetag', (tag) => close(localName(tag.name)))
  if (text) {
    parser.on('text', text)
    parser.on('cdata', text)
  }
  parser.on('error', (error) => {
    throw error
  })
  const stream = await zip.open(name)
  const decoder = new StringDecoder('utf8')
  try {
    for await (const chunk of stream) parser.write(decoder.write(chunk as Buffer))
    parser.write(decoder.end())
    parser.close()
  } catch (error) {
    if (error === STOP_READING) return
    if (error instanceof FeathersError) throw error
    throw notAWorkbook(`${name}: ${(error as Error).message}`)
  } finally {
    stream.destroy()
  }
}
