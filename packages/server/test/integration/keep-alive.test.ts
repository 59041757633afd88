import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

/** A GET on a kept-alive connection of `agent`: its status and whether it reused a connection. */
const get = (agent: http.Agent, path: string) =>
  new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
    const request = http.get(server.url + path, { agent }, (response) => {
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode!, reused: request.reusedSocket }))
    })
    request.on('error', reject)
  })

describe('idle connections', () => {
  it('keeps an idle connection beyond Node’s 5 s, as clients and load balancers expect', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    try {
      expect(await get(agent, '/api/health')).toEqual({ status: 200, reused: false })
      await new Promise((resolve) => setTimeout(resolve, 6000))
      expect(await get(agent, '/api/health')).toEqual({ status: 200, reused: true })
    } finally {
      agent.destroy()
    }
  }, 15_000)
})
