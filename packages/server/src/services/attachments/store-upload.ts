import path from 'node:path'
import { errorData } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import { UnsupportedMediaType } from '../../errors/http-errors'
import { originalKey, urlsOf, type StoredFile } from './attachment-files'
import type { AttachmentsService } from './attachments.class'
import { inspectFile, type FileFacts } from './inspect-file'
import type { ReceivedFile } from '../../uploads/receive-files'

type Row = Record<string, unknown>

/** Where an upload belongs: its folder and the record it was made for ('others' when none). */
export interface UploadPlace {
  dir: string
  parent: string
}

interface Prepared {
  received: ReceivedFile
  facts: FileFacts
  key: string
}

/** A file name as shown: no folders, no control characters, 200 characters at most. */
export const cleanName = (name: string, ext: string) => {
  const base = [...path.basename(name.replace(/\\/g, '/'))]
    .filter((char) => char.charCodeAt(0) > 0x1f && char !== '\u007f')
    .join('')
    .trim()
  return (base || `file.${ext}`).slice(0, 200)
}

/** The fields a file gives its record. */
const fileFields = (facts: FileFacts, size: number, key: string) => ({
  path: key,
  mime: facts.mime,
  size,
  width: facts.width ?? null,
  height: facts.height ?? null,
  duration: facts.duration ?? null
})

/** Reads every file and moves it into storage; on any failure, whatever was stored is removed again. */
const storeAll = async (service: AttachmentsService, files: ReceivedFile[], place: UploadPlace) => {
  const prepared: Prepared[] = []
  for (const received of files) {
    const facts = await inspectFile(received.path, received.claimedType)
    prepared.push({ received, facts, key: originalKey(place.dir, place.parent, facts.ext) })
  }
  const stored: string[] = []
  try {
    for (const item of prepared) {
      await service.storage.putFile(item.key, item.received.path, {
        move: true,
        contentType: item.facts.mime
      })
      stored.push(item.key)
    }
  } catch (error) {
    await Promise.all(stored.map((key) => service.storage.remove(key).catch(() => {})))
    throw error
  }
  return prepared
}

/** Sets the URLs, which name the record's id, once the record has one. */
const setUrls = async (service: AttachmentsService, trx: Knex, record: Row) => {
  const urls = urlsOf(record as unknown as StoredFile)
  await trx(service.model.table).where('_id', String(record._id)).update(urls)
  return { ...record, ...urls }
}

/**
 * Keeps uploaded files and makes their records (C15, R-MED-09), all or none: when a record cannot be
 * written, the stored files are removed.
 */
export const createAttachments = async (
  service: AttachmentsService,
  files: ReceivedFile[],
  place: UploadPlace,
  extra: Row,
  userId: string
): Promise<Row[]> => {
  const prepared = await storeAll(service, files, place)
  const date = new Date().toISOString()
  try {
    return await service.transaction(async (trx) => {
      const records = prepared.map(({ received, facts, key }) => ({
        ...extra,
        name: cleanName(received.name, facts.ext),
        date,
        dir: place.dir,
        parent: place.parent,
        ...fileFields(facts, received.size, key)
      }))
      const created = await service._create(records, userId, trx)
      return Promise.all(created.map((record) => setUrls(service, trx, record)))
    })
  } catch (error) {
    await Promise.all(prepared.map(({ key }) => service.storage.remove(key).catch(() => {})))
    throw error
  }
}

/** The kind of file its uses count on: image, video or audio; undefined for any other file. */
const kindOf = (mime: unknown) => {
  const top = typeof mime === 'string' ? mime.split('/')[0] : ''
  return (['image', 'video', 'audio'] as const).find((kind) => kind === top)
}

/**
 * Gives an attachment a new file in place: its id, name, alt texts, folder and uses stay; its
 * type, size and measures follow the new file (an image, video or sound stays one: 415 otherwise),
 * and its variants are made again on request.
 */
export const replaceFile = async (
  service: AttachmentsService,
  id: string,
  file: ReceivedFile,
  userId: string
): Promise<Row> => {
  const current = await service._get(id)
  const place = {
    dir: typeof current.dir === 'string' ? current.dir : 'others',
    parent: typeof current.parent === 'string' ? current.parent : 'others'
  }
  const [{ facts, key }] = await storeAll(service, [file], place)
  const kind = kindOf(current.mime)
  if (kind && kind !== kindOf(facts.mime)) {
    await service.storage.remove(key).catch(() => {})
    throw new UnsupportedMediaType(
      `This ${kind} can only be replaced by another ${kind} file, so that the records using it still show it`,
      errorData('unsupportedFile', { accept: [`${kind}/*`] })
    )
  }
  let updated: Row
  try {
    updated = await service.transaction(async (trx) => {
      const now = await service._get(id, undefined, trx)
      const fields = fileFields(facts, file.size, key)
      const changes = { ...fields, ...urlsOf({ _id: id, ...fields }) }
      return service._patch(id, changes, userId, trx, now)
    })
  } catch (error) {
    await service.storage.remove(key).catch(() => {})
    throw error
  }
  service.forget(id)
  await service.removeFiles({ _id: id, path: current.path }).catch(() => {})
  return updated
}
