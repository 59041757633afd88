import type { Client, TestServer } from './test-server'

/** A record's journal, oldest first, as a client may read it. */
export const historyOf = async (client: Client, collection: string, recordId: string) => {
  const answer = await client.request(
    'GET',
    `/api/changes?collection=${collection}&recordId=${recordId}&$sort[at]=1&$limit=1000`
  )
  if (answer.status !== 200) throw new Error(`history: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body.data as any[]
}

/** How many journal rows the database holds: a write that failed must leave it as it was. */
export const journalSize = async (server: TestServer) => {
  const [{ total }] = await server.app.get('knex')('journal_changes').count({ total: '*' })
  return Number(total)
}

/**
 * Imports a CSV text into a collection (C14) as an account, with the route's import `options` (sent
 * as they are when text, else as JSON): answers the status and the report.
 */
export const importCsv = async (
  server: TestServer,
  collection: string,
  csv: string,
  { dryRun = false, token = server.admin.token, options = undefined as unknown } = {}
) => {
  const form = new FormData()
  form.set('dryRun', String(dryRun))
  if (options !== undefined)
    form.set('options', typeof options === 'string' ? options : JSON.stringify(options))
  form.set('file', new Blob([csv], { type: 'text/csv' }), `${collection}.csv`)
  const response = await fetch(`${server.url}/api/import/${collection}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form
  })
  return { status: response.status, body: await response.json() }
}
