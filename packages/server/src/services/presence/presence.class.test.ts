import { PRESENCE_TIMING, type RecordPresence } from '@tutor-admin/shared'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../catalogue'
import { PresenceService } from './presence.class'
import { MemoryPresenceStore } from './presence-store'

const catalogue = loadCatalogue()
const editor = { _id: 'u1', name: '陳小姐', role: 'editor', status: 'active' }

const serviceAt = (clock: { now: number }) => {
  const announced: RecordPresence[] = []
  const service = new PresenceService(
    catalogue,
    new MemoryPresenceStore(),
    (presence) => announced.push(presence),
    () => clock.now
  )
  return { service, announced }
}

describe('presence of a connection lost without a word', () => {
  it('ends after its time without a heartbeat, announced once by the sweep', async () => {
    const clock = { now: 1_000_000 }
    const { service, announced } = serviceAt(clock)
    const params = { provider: 'socketio', user: editor, connection: {} }
    await service.create({ collection: 'news', recordId: 'r1' }, params)
    clock.now += PRESENCE_TIMING.ttlMs - 1
    await service.sweep()
    expect(await service.find({ query: { collection: 'news' } })).toHaveLength(1)
    clock.now += 1
    expect(await service.find({ query: { collection: 'news' } })).toEqual([])
    await service.sweep()
    await service.sweep()
    expect(announced).toEqual([
      { collection: 'news', recordId: 'r1', users: [{ _id: 'u1', name: '陳小姐' }] },
      { collection: 'news', recordId: 'r1', users: [] }
    ])
  })

  it('lasts while heartbeats come, and within 30 s of the last one it is gone', async () => {
    const clock = { now: 0 }
    const { service } = serviceAt(clock)
    const params = { provider: 'socketio', user: editor, connection: {} }
    for (let beat = 0; beat < 5; beat++) {
      await service.create({ collection: 'news', recordId: 'r1' }, params)
      clock.now += PRESENCE_TIMING.heartbeatMs
      await service.sweep()
      expect(await service.find({ query: { collection: 'news' } })).toHaveLength(1)
    }
    expect(PRESENCE_TIMING.ttlMs + PRESENCE_TIMING.sweepMs).toBeLessThanOrEqual(30_000)
  })
})
