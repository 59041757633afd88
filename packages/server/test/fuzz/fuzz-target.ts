import fc from 'fast-check'
import { expect } from 'vitest'
import type { CollectionDef, EnumDef } from '@tutor-admin/shared'
import { bodyOf, rawRequest } from '../support/raw-http'
import { startServerProcess, type ServerProcess } from '../support/server-process'
import type { TestSocket } from '../support/test-server'
import { collectionPaths, type CollectionPaths } from './catalogue-paths'
import {
  closedOnLargeBody,
  describeCall,
  isFeathersError,
  showAnswer,
  type Actor,
  type Call,
  type Inspect,
  type Outcome
} from './fuzz-call'
import { causeFromLogs, Findings, show } from './findings'
import { runsOf, seedOf } from './fuzz-settings'
import { seedRows } from './seed-rows'

export type { Actor, Call, Inspect, Outcome, RestCall, SocketCall } from './fuzz-call'

/**
 * Answers slower than this are reported as a frozen server. Generous, so that a loaded machine
 * never trips it (speed is the benchmarks' business); what it catches takes minutes: the
 * backtracking name below against `^(a+)+$` took over a minute before `$regex` ran on RE2.
 */
export const SLOW_MS = 20_000
const CALL_TIMEOUT_MS = 30_000
const HEALTH_EVERY = 25

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A real server in its own process with rows in every collection, an administrator and an editor,
 * that runs hostile calls and checks what must hold after each: an answer below 500 (Feathers JSON
 * for a 4xx), a process that lives and answers `/api/health`, and refused writes that change nothing.
 * A crashed or frozen server is reported and started again on the same data, so a run goes on.
 */
export class FuzzTarget {
  cases = 0
  /** Calls the client could not encode, left out of `cases`. */
  unsendable = 0
  /** How many answers of each status: shows how deep the cases reached (2xx) besides refusals. */
  readonly statuses = new Map<number, number>()
  private calls = 0
  private readonly tokens: Partial<Record<Actor, string>> = {}
  private readonly sockets: Partial<Record<Actor, TestSocket>> = {}

  private constructor(
    readonly server: ServerProcess,
    readonly collections: CollectionDef[],
    readonly enums: Record<string, EnumDef>,
    readonly ids: Map<string, string[]>,
    readonly templates: Map<string, Record<string, unknown>>
  ) {}

  static async start(): Promise<FuzzTarget> {
    const server = await startServerProcess({ requestTimeoutMs: CALL_TIMEOUT_MS })
    const schemas = await server.request('GET', '/api/schemas')
    if (schemas.status !== 200) throw new Error(`GET /api/schemas: ${schemas.status}`)
    const collections = Object.values(schemas.body.schemas) as CollectionDef[]
    const { ids, templates } = await seedRows(server, collections, schemas.body.enums)
    const target = new FuzzTarget(server, collections, schemas.body.enums, ids, templates)
    target.tokens.admin = server.admin.token
    target.tokens.editor = (await server.signIn({ role: 'editor' })).token
    // Accounts the cases may change or remove; the admin's and the editor's stay out of reach.
    const spare: string[] = []
    for (let index = 0; index < 3; index++) {
      const answer = await server.request('POST', '/api/users', {
        name: `Spare ${index}`,
        email: `spare-${index}@test.local`,
        password: `spare-password-${index}`,
        role: 'editor'
      })
      if (answer.status === 201) spare.push(answer.body._id)
    }
    ids.set('users', spare)
    return target
  }

  get engine(): string {
    return this.server.db.databaseUrl ? 'postgres' : 'sqlite'
  }

  paths(): CollectionPaths[] {
    return this.collections.map(collectionPaths)
  }

  idsOf(collection: string): string[] {
    return this.ids.get(collection) ?? []
  }

  private async socketOf(actor: Actor): Promise<TestSocket> {
    const current = this.sockets[actor]
    if (current?.socket.connected) return current
    current?.close()
    const socket = await this.server.socket(this.tokens[actor], CALL_TIMEOUT_MS)
    this.sockets[actor] = socket
    return socket
  }

  /**
   * Sends one call and waits for its answer (status 0 when none came). A call the client itself
   * cannot encode (its own stack runs out) answers status -1 and is not counted.
   */
  async send(call: Call): Promise<Outcome> {
    try {
      return await this.sendOrThrow(call)
    } catch (error) {
      return {
        status: -1,
        body: undefined,
        headers: {},
        ms: 0,
        error: `not sendable: ${(error as Error).message}`
      }
    }
  }

  private async sendOrThrow(call: Call): Promise<Outcome> {
    if (call.transport === 'socket') {
      const started = Date.now()
      let socket: TestSocket
      try {
        socket = await this.socketOf(call.actor)
      } catch (error) {
        return {
          status: 0,
          body: undefined,
          headers: {},
          ms: 0,
          error: `socket: ${(error as Error).message}`
        }
      }
      const answer = await socket.call(call.method, call.path, ...call.args)
      const ms = Date.now() - started
      if (answer.status === 0)
        return { status: 0, body: answer.body, headers: {}, ms, error: answer.body?.error }
      return { status: answer.status, body: answer.body, headers: {}, ms }
    }
    const token = this.tokens[call.actor]
    const answer = await rawRequest(this.server.url, {
      method: call.method,
      path: call.path,
      timeoutMs: CALL_TIMEOUT_MS,
      headers: {
        ...(call.json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...call.headers
      },
      body: call.json !== undefined ? JSON.stringify(call.json) : call.body
    })
    return {
      status: answer.status,
      body: answer.status ? bodyOf(answer) : undefined,
      headers: answer.headers,
      ms: answer.ms,
      error: answer.error,
      raw: answer.body
    }
  }

  /** Rows in a collection, counted as the admin; undefined when the count cannot be read. */
  async count(collection: string): Promise<number | undefined> {
    const answer = await this.server.request('GET', `/api/${collection}?$limit=0`)
    return answer.status === 200 ? answer.body.total : undefined
  }

  private async record(collection: string, id: string): Promise<string> {
    const answer = await this.server.request('GET', `/api/${collection}/${encodeURIComponent(id)}`)
    return answer.status === 200 ? JSON.stringify(answer.body) : `status ${answer.status}`
  }

  private async causeSince(mark: number): Promise<string | undefined> {
    // Log lines travel through a pipe: give them a moment to arrive.
    await sleep(60)
    return causeFromLogs(this.server.outputSince(mark))
  }

  /** Starts the server again after a crash or a freeze; sockets reconnect on their next call. */
  private async revive() {
    for (const actor of Object.keys(this.sockets) as Actor[]) {
      this.sockets[actor]?.close()
      delete this.sockets[actor]
    }
    await this.server.restart()
  }

  /** Reports a call that got no answer: a crash, a frozen process, or a dropped request. */
  private async noAnswer(call: Call, outcome: Outcome, mark: number, findings: Findings) {
    const label = describeCall(call)
    // A process that died closes its connections a moment before its exit is seen.
    await Promise.race([this.server.exited(), sleep(500)])
    const healthy = this.server.running() && (await this.server.healthy(3000))
    if (!this.server.running()) {
      const exit = await this.server.exited()
      const cause = await this.causeSince(mark)
      findings.add(
        `process ended (${exit.signal ?? `exit code ${exit.code}`}): ${cause ?? 'no error logged'}`,
        label,
        outcome.error ?? ''
      )
      return this.revive()
    }
    if (!healthy) {
      findings.add(
        `server froze: no answer within ${CALL_TIMEOUT_MS} ms and GET /api/health unanswered (event loop blocked)`,
        label,
        outcome.error ?? ''
      )
      await this.server.kill()
      return this.revive()
    }
    const error = outcome.error ?? ''
    findings.add(
      error.startsWith('answer cut')
        ? `connection cut mid-answer over ${call.transport} (status and headers sent, body incomplete)`
        : `no answer over ${call.transport}: ${error.replace(/\d+/g, 'N')}`,
      label,
      error
    )
  }

  /** Runs one call and records every broken promise about its answer in `findings`. */
  async check(call: Call, findings: Findings, inspect?: Inspect) {
    this.cases++
    const before = call.writes ? await this.count(call.writes) : undefined
    const record = call.writes && call.target ? await this.record(call.writes, call.target) : undefined
    const mark = this.server.outputMark()
    const outcome = await this.send(call)
    if (outcome.status === -1) {
      this.cases--
      this.unsendable++
      return
    }
    this.statuses.set(outcome.status, (this.statuses.get(outcome.status) ?? 0) + 1)
    const label = describeCall(call)
    if (process.env.FUZZ_TRACE)
      console.info(`${outcome.status} ${outcome.ms} ms ${label} → ${show(outcome.body, 240, 160)}`)
    const over = call.transport === 'socket' ? 'socket' : 'REST'
    const refusedByClosing = outcome.status === 0 && closedOnLargeBody(call, outcome) && this.server.running()
    if (outcome.status === 0) {
      if (!refusedByClosing) await this.noAnswer(call, outcome, mark, findings)
    } else {
      if (outcome.status >= 500) {
        const cause = (await this.causeSince(mark)) ?? outcome.body?.message ?? 'no error logged'
        findings.add(`${outcome.status} over ${over}: ${cause}`, label, showAnswer(outcome))
      } else if (
        outcome.status >= 400 &&
        !(call.transport === 'rest' && call.plain) &&
        !isFeathersError(outcome.body, outcome.status)
      )
        findings.add(
          `${outcome.status} over ${over} without Feathers JSON {name, message, code}`,
          label,
          showAnswer(outcome)
        )
      if (outcome.ms > SLOW_MS)
        findings.add(
          `answer slower than ${SLOW_MS} ms over ${over}`,
          label,
          `${outcome.ms} ms, ${outcome.status}`
        )
      const problem = await inspect?.(call, outcome, before)
      if (problem) {
        const cause = await this.causeSince(mark)
        findings.add(
          cause ? `${problem}: ${cause}` : problem,
          label,
          `${outcome.status} ${showAnswer(outcome)}`
        )
      }
      if (!this.server.running())
        await this.noAnswer(call, { ...outcome, error: 'ended after answering' }, mark, findings)
    }
    if (((outcome.status >= 400 && outcome.status < 500) || refusedByClosing) && call.writes) {
      const after = await this.count(call.writes)
      if (before !== undefined && after !== undefined && after !== before)
        findings.add(
          `refused write changed the row count of ${call.writes}`,
          label,
          `${outcome.status}; ${before} rows → ${after}`
        )
      if (record !== undefined && call.target && (await this.record(call.writes, call.target)) !== record)
        findings.add(`refused write changed its record`, label, `${outcome.status} ${showAnswer(outcome)}`)
    }
    if (++this.calls % HEALTH_EVERY === 0 && this.server.running() && !(await this.server.healthy(5000))) {
      findings.add('GET /api/health unanswered after a run of calls ending with this one', label, '')
      await this.server.kill()
      await this.revive()
    }
  }

  /** Draws `runs` calls from one seeded arbitrary and checks each: the property's findings. */
  async fuzz(name: string, calls: fc.Arbitrary<Call | Call[]>, runs: number, inspect?: Inspect) {
    const findings = new Findings()
    for (const drawn of fc.sample(calls, { seed: seedOf(name), numRuns: runsOf(runs) }))
      for (const call of [drawn].flat()) await this.check(call, findings, inspect)
    return findings
  }

  /** Asserts that a property found nothing and left the server answering. */
  async expectNoFindings(findings: { lines(): string[] }) {
    expect(findings.lines()).toEqual([])
    expect(await this.alive(), 'GET /api/health after the property').toBe(true)
  }

  /** The process must still be up and answer `/api/health` at the end. */
  async alive() {
    return this.server.running() && (await this.server.healthy(5000))
  }

  /** `1940 cases on sqlite (200: 512, 400: 1201, …)`. */
  summary(): string {
    const statuses = [...this.statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}: ${count}`)
    return `${this.cases} cases on ${this.engine} (${statuses.join(', ')})`
  }

  stop() {
    return this.server.stop()
  }
}
