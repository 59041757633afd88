import { fileURLToPath } from 'node:url'
import * as prettier from 'prettier'
import { loadCatalogue } from '..'
import { renderReference } from './render-reference'

/** Where the catalogue reference lives in the repository. */
export const REFERENCE_PATH = fileURLToPath(new URL('../../../../../docs/catalogue.md', import.meta.url))

/** The reference as the repository keeps it: rendered from the catalogue, formatted like every other file. */
export const formattedReference = async (): Promise<string> => {
  const options = await prettier.resolveConfig(REFERENCE_PATH)
  return prettier.format(renderReference(loadCatalogue()), { ...options, filepath: REFERENCE_PATH })
}
