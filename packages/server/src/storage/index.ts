import type { AppConfig } from '../config'
import { LocalStorage } from './local-storage'
import type { Storage } from './storage.types'

export type { Storage, StoredRead, StoredStat } from './storage.types'
export { LocalStorage } from './local-storage'
export type { S3Settings } from './s3-storage'
export { isSafeKey } from './storage-key'

/**
 * The storage the settings name: the uploads folder, or the S3-compatible bucket (`STORAGE=s3`),
 * whose client is loaded only then.
 */
export const createStorage = async (config: AppConfig): Promise<Storage> =>
  config.storage.driver === 's3'
    ? new (await import('./s3-storage')).S3Storage(config.storage)
    : new LocalStorage(config.uploadsDir)
