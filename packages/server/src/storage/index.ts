import type { AppConfig } from '../config'
import { LocalStorage } from './local-storage'
import { S3Storage } from './s3-storage'
import type { Storage } from './storage.types'

export type { Storage, StoredRead, StoredStat } from './storage.types'
export { LocalStorage } from './local-storage'
export { S3Storage, type S3Settings } from './s3-storage'
export { isSafeKey } from './storage-key'

/** The storage the settings name: the uploads folder, or the S3-compatible bucket (`STORAGE=s3`). */
export const createStorage = (config: AppConfig): Storage =>
  config.storage.driver === 's3' ? new S3Storage(config.storage) : new LocalStorage(config.uploadsDir)
