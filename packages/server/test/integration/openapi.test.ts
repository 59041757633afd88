import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Validator } from '@seriousme/openapi-schema-validator'
import openapiTS, { astToString } from 'openapi-typescript'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/test-server'

/**
 * The OpenAPI 3.1 document (issue "Integrations", point 2), on SQLite and PostgreSQL: generated
 * from the catalogue, valid against the OpenAPI 3.1 schema, naming every collection, and good for
 * generating a typed client that lists teachers.
 */
const REPO = fileURLToPath(new URL('../../../../', import.meta.url))
let server: TestServer
let document: any
let clientDir: string

beforeAll(async () => {
  server = await startTestServer()
  const answer = await server.request('GET', '/api/openapi.json')
  expect(answer.status).toBe(200)
  document = answer.body
  // Under test-results/ (not kept by git) so that the client's imports resolve from the repo.
  await fs.mkdir(path.join(REPO, 'test-results'), { recursive: true })
  clientDir = await fs.mkdtemp(path.join(REPO, 'test-results', 'openapi-client-'))
})
afterAll(async () => {
  await server?.stop()
  if (clientDir) await fs.rm(clientDir, { recursive: true, force: true })
})

describe('GET /api/openapi.json', () => {
  it('validates against the OpenAPI 3.1 schema', async () => {
    const validator = new Validator()
    const result = await validator.validate(document)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
    const broken = { ...document, paths: { '/teachers': { get: { responses: { '200': { content: 5 } } } } } }
    expect((await new Validator().validate(broken)).valid).toBe(false)
  })

  it('names every collection of /api/schemas, with its routes and record schemas', async () => {
    const { schemas } = (await server.request('GET', '/api/schemas')).body
    const tags = document.tags.map((tag: { name: string }) => tag.name)
    for (const [name, collection] of Object.entries<any>(schemas)) {
      expect(tags, name).toContain(name)
      expect(document.paths[`/${name}`]?.get, name).toBeDefined()
      if (collection.table === false) continue
      expect(document.paths[`/${name}/{id}`]?.get, name).toBeDefined()
      const schemaName = name.charAt(0).toUpperCase() + name.slice(1)
      expect(Object.keys(document.components.schemas[schemaName].properties), name).toEqual(
        expect.arrayContaining([
          '_id',
          ...collection.fields.filter((f: any) => !f.params?.hidden).map((f: any) => f.name)
        ])
      )
    }
  })

  it('describes queries, bodies, answers, errors, uploads, import, export and sign-in', () => {
    const find = document.paths['/teachers'].get
    const names = find.parameters.map((p: any) => p.name ?? p.$ref)
    expect(names).toEqual(
      expect.arrayContaining(['$sort', '$select', 'name', 'verified', '#/components/parameters/limit'])
    )
    // Filters of one type share a schema among the components.
    const filterOf = (collection: string, field: string) => {
      const parameter = document.paths[`/${collection}`].get.parameters.find((p: any) => p.name === field)
      return document.components.schemas[parameter.schema.$ref.replace('#/components/schemas/', '')]
    }
    expect(Object.keys(filterOf('teachers', 'name').anyOf[1].properties)).toEqual(
      expect.arrayContaining(['$contains', '$in', '$regex'])
    )
    expect(filterOf('teachers', 'name')).toBe(filterOf('teachers', 'email'))
    expect(filterOf('teachers', 'created').anyOf[0]).toEqual({ type: 'string', format: 'date-time' })
    expect(document.components.parameters.limit.schema).toMatchObject({ maximum: 1000, default: 10 })
    expect(document.paths['/teachers'].post.requestBody).toBeDefined()
    expect(document.paths['/teachers'].get.responses['403']).toEqual({
      $ref: '#/components/responses/Forbidden'
    })
    expect(document.components.schemas.Error.properties.data.properties.code.enum).toContain(
      'tokenNotAllowed'
    )
    expect(document.components.responses.TooManyRequests.headers['Retry-After']).toBeDefined()
    // The doctor lists are read-only for everyone: no write routes (R-ROLE-10).
    expect(Object.keys(document.paths['/doctorgenders'])).toEqual(['get'])
    expect(document.paths['/doctorgenders/{id}'].patch).toBeUndefined()
    expect(document.components.schemas.Users.properties.password).toBeUndefined()
    expect(document.components.schemas.UsersCreate.properties.password).toBeDefined()
    for (const route of [
      '/attachments/upload/{dir}',
      '/import/{collection}',
      '/export/{collection}',
      '/authentication'
    ])
      expect(document.paths[route], route).toBeDefined()
    expect(document.components.securitySchemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' })
  })

  it('needs a token like the catalogue it describes, and an API token may read it', async () => {
    expect((await server.client().request('GET', '/api/openapi.json')).status).toBe(401)
    const expires = new Date(Date.now() + 86_400_000).toISOString()
    const { secret } = (
      await server.request('POST', '/api/apiTokens', { name: 'Docs', role: 'reader', expires })
    ).body
    expect((await server.client(secret).request('GET', '/api/openapi.json')).status).toBe(200)
  })
})

/** A client an integrator would write with the generated types: teachers whose name contains a text. */
const CLIENT = `import createClient from 'openapi-fetch'
import type { paths } from './api'

export const listTeachers = async (baseUrl: string, token: string, text: string) => {
  const client = createClient<paths>({ baseUrl, headers: { Authorization: \`Bearer \${token}\` } })
  const { data, error, response } = await client.GET('/teachers', {
    params: { query: { $limit: 5, $sort: { name: -1 }, name: { $contains: text } } }
  })
  if (error) throw new Error(\`\${response.status}: \${error.message}\`)
  return { total: data.total, names: data.data.map((teacher) => teacher.name) }
}
`

/** The type errors of each file, type-checked together. */
const typeProblems = (...files: string[]) => {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: []
  })
  return files.map((file) =>
    ts
      .getPreEmitDiagnostics(program, program.getSourceFile(file))
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
  )
}

describe('a client generated from the document', () => {
  it('lists teachers with openapi-typescript types and openapi-fetch', { timeout: 120_000 }, async () => {
    await fs.writeFile(path.join(clientDir, 'api.d.ts'), astToString(await openapiTS(document)))
    const clientFile = path.join(clientDir, 'client.ts')
    await fs.writeFile(clientFile, CLIENT)
    // The types are the document's: a path or a field it does not have does not compile.
    const wrong = path.join(clientDir, 'wrong.ts')
    await fs.writeFile(wrong, CLIENT.replace("'/teachers'", "'/teacherz'").replace('$contains', '$nope'))
    const [right, wrongOnes] = typeProblems(clientFile, wrong)
    expect(right).toEqual([])
    expect(wrongOnes.join('\n')).toMatch(/teacherz/)
    expect(wrongOnes.length).toBeGreaterThanOrEqual(1)

    for (const name of ['陳大文 Chan', '陳小明 Chan', 'Wong'])
      expect((await server.request('POST', '/api/teachers', { name })).status).toBe(201)
    const expires = new Date(Date.now() + 86_400_000).toISOString()
    const { secret } = (
      await server.request('POST', '/api/apiTokens', { name: 'Client', role: 'reader', expires })
    ).body
    const { listTeachers } = await import(/* @vite-ignore */ clientFile)
    expect(await listTeachers(`${server.url}/api`, secret, 'chan')).toEqual({
      total: 2,
      names: ['陳小明 Chan', '陳大文 Chan']
    })
    await expect(listTeachers(`${server.url}/api`, 'ta_unknown', 'x')).rejects.toThrow(/401/)
  })
})
