import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventOf } from '../support/event-of'
import type { TestServer } from '../support/test-server'
import { startServerPair } from './cluster-support'

/** Two server processes sharing the database and Redis: presence given to one shows on the other (R-AUTH-14). */
let one: TestServer
let other: TestServer
let stop: (() => Promise<void>) | undefined

beforeAll(async () => {
  ;({ one, other, stop } = await startServerPair())
}, 60_000)
afterAll(() => stop?.())

describe('presence across processes through Redis', () => {
  it('announces and lists a join, and its end on disconnect, on the other process', async () => {
    const editor = await one.signIn({ role: 'editor', name: '陳小姐' })
    const here = await one.socket(editor.token)
    const there = await other.socket(other.token)
    const recordId = crypto.randomBytes(8).toString('hex')
    await here.call('create', 'presence', { collection: 'teachers', recordId })
    const about = (data: { recordId: string }) => data.recordId === recordId
    expect(await eventOf(there, 'presence changed', about)).toMatchObject({ users: [{ name: '陳小姐' }] })
    expect((await there.call('find', 'presence', { collection: 'teachers' })).body).toContainEqual({
      collection: 'teachers',
      recordId,
      users: [{ _id: editor.user._id, name: '陳小姐' }]
    })
    here.close()
    expect(
      await eventOf(there, 'presence changed', (data) => about(data) && data.users.length === 0)
    ).toEqual({
      collection: 'teachers',
      recordId,
      users: []
    })
    there.close()
  })
})
