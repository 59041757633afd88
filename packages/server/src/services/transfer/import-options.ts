import {
  checkImportChoices,
  editorSettingsOf,
  ValidationFailure,
  type CollectionDef,
  type EnumDef,
  type ImportChoices
} from '@tutor-admin/shared'
import { invalidData } from '../../errors/invalid-data'

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    const problem = 'must be JSON: { "values": { … }, "matchBy": "…" }'
    throw new ValidationFailure(
      `Invalid import options: options ${problem}`,
      { options: problem },
      { options: 'object' }
    )
  }
}

/**
 * The `options` part of an import (R-ED-13): JSON `{ values, matchBy }` checked against the route's
 * `importOptions`; 400 naming each bad choice. No part: no choices.
 */
export const readImportChoices = (
  collection: CollectionDef,
  text: string | undefined,
  enums: Record<string, EnumDef>
): ImportChoices => {
  if (text === undefined || text.trim() === '') return {}
  try {
    return checkImportChoices(collection, editorSettingsOf(collection)?.importOptions, parsed(text), enums)
  } catch (error) {
    if (error instanceof ValidationFailure) throw invalidData(error)
    throw error
  }
}
