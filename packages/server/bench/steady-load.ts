import http from 'node:http'
import { performance } from 'node:perf_hooks'
import { getListPage } from './list-request'

/** How often requests are sent: each turn sends what the rate owes since the last. */
const TURN_MS = 5

/**
 * List pages sent at a steady `perServer` requests per second to each server for `seconds`,
 * whether or not earlier ones have been answered (as many people would): the same load on each
 * process whether there are one or two, so that what a request costs can be compared without a
 * full machine making each cost more. Answers the requests answered with 200 and those that failed.
 */
export const steadyLoad = async (urls: string[], token: string, perServer: number, seconds: number) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
  const pending: Promise<number>[] = []
  const started = performance.now()
  let sent = 0
  while (performance.now() - started < seconds * 1000) {
    const owed = Math.floor(((performance.now() - started) / 1000) * perServer) - sent
    for (let i = 0; i < owed; i++) for (const url of urls) pending.push(getListPage(url, token, agent))
    sent += Math.max(0, owed)
    await new Promise((resolve) => setTimeout(resolve, TURN_MS))
  }
  const statuses = await Promise.all(pending)
  agent.destroy()
  const answered = statuses.filter((status) => status === 200).length
  return { answered, failed: statuses.length - answered, perSecond: answered / seconds }
}
