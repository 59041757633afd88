import { stringify } from 'qs'
import { useAppStore } from '../../state/appStore'
import type { FindQuery } from '../../records/data/listQuery'
import { sendWithProgress } from './sendWithProgress'
import { newJobId, watchJob, type TransferControl } from './transferJob'

import type { ImportChoices, ImportReport } from '@tutor-admin/shared'

/**
 * The export of a list's rows (C13): its filter and sort in Feathers' query syntax (C11), lists
 * with indexes so that `$or` keeps its objects apart; with `columns`, those fields in that order.
 */
export const exportUrl = (
  service: string,
  format: string,
  query: Pick<FindQuery, '$sort'> & Record<string, unknown>,
  columns?: string[]
) =>
  `/api/export/${encodeURIComponent(service)}?${stringify({ format, ...(columns && { columns: columns.join(',') }), ...query })}`

const bearer = (): Record<string, string> => {
  const token = useAppStore.getState().token
  return token ? { authorization: `Bearer ${token}` } : {}
}

/** A failed call's message: the Feathers error's (with its code, field errors and data), else the status. */
const failure = async (response: Response): Promise<Error> => {
  const text = await response.text()
  try {
    const body = JSON.parse(text) as { message?: string; code?: number; errors?: unknown; data?: unknown }
    if (body.message)
      return Object.assign(new Error(body.message), { code: body.code, errors: body.errors, data: body.data })
  } catch {
    // not JSON
  }
  return new Error(`${response.status} ${response.statusText}`)
}

/** The file name a download names in its Content-Disposition. */
export const attachmentName = (disposition: string | null, fallback: string): string => {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1]
  if (encoded) return decodeURIComponent(encoded)
  return disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? fallback
}

/**
 * Downloads a file with the access token and saves it under the name the server gives; reports
 * the rows the server has written, and stops the server's work when aborted.
 */
export const downloadFile = async (
  url: string,
  fallbackName: string,
  { signal, onProgress }: TransferControl = {}
): Promise<void> => {
  const job = newJobId()
  const stop = onProgress && watchJob(job, bearer(), onProgress)
  let blob: Blob
  let response: Response
  try {
    response = await fetch(`${url}&job=${job}`, { headers: bearer(), signal })
    if (!response.ok) throw await failure(response)
    blob = await response.blob()
  } finally {
    stop?.()
  }
  const link = document.createElement('a')
  link.href = URL.createObjectURL(blob)
  link.download = attachmentName(response.headers.get('content-disposition'), fallbackName)
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000)
}

/**
 * Sends a file to the import of a service (C14): a dry run checks it, else it is imported; with
 * the choices of the dialog's options (R-ED-13).
 */
export const uploadImport = async (
  service: string,
  file: File,
  dryRun: boolean,
  choices?: ImportChoices,
  control: TransferControl = {}
): Promise<ImportReport> => {
  const body = new FormData()
  body.append('dryRun', String(dryRun))
  if (choices) body.append('options', JSON.stringify(choices))
  body.append('file', file)
  const job = newJobId()
  const response = await sendWithProgress(
    `/api/import/${encodeURIComponent(service)}?job=${job}`,
    body,
    bearer(),
    job,
    control
  )
  if (!response.ok) throw await failure(response)
  return (await response.json()) as ImportReport
}
