// A share of bench:cluster's listening sockets, in a thread of its own: a thousand sockets in one
// thread would time that thread's queue rather than the servers' delivery. Connects `count`
// signed-in sockets spread over `urls`, notes when each `teachers created` arrives (in epoch
// milliseconds, comparable across threads), says when it has heard all it expects, and on
// 'finish' answers what it heard and closes its sockets.
//
// The sockets speak socket.io's protocol over plain WebSockets and read no more of an event than
// the bench's name in it: socket.io-client would decode every record in full, and on a small
// machine the listeners' CPU would then be what the event latency measures.
import { performance } from 'node:perf_hooks'
import { parentPort, workerData } from 'node:worker_threads'
import WebSocket from 'ws'

const { urls, token, count, expected } = workerData

// engine.io packets: open, ping, pong, message; socket.io packets within a message: connect,
// event, ack (https://socket.io/docs/v4/socket-io-protocol/).
const OPEN = '0'
const PING = '2'
const PONG = '3'
const CONNECT = '40'
const AUTHENTICATE = `420${JSON.stringify(['create', 'authentication', { strategy: 'jwt', accessToken: token }])}`
const AUTHENTICATED = '430[null,'
const CREATED = Buffer.from('42["teachers created",')
// Every name the bench writes starts so (`bench-warm-up-1`, `bench-event-1`).
const NAME = '"bench-'
const QUOTE = 0x22

const arrivals = []
const heard = (data) => {
  const start = data.indexOf(NAME, CREATED.length)
  if (start < 0) return
  const name = data.toString('latin1', start + 1, data.indexOf(QUOTE, start + 1))
  arrivals.push([name, performance.timeOrigin + performance.now()])
  if (arrivals.length === expected * count) parentPort.postMessage({ kind: 'heardAll' })
}

const connect = (url) =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/api/socket.io/?EIO=4&transport=websocket`)
    socket.once('error', reject)
    socket.on('message', (data) => {
      if (data.compare(CREATED, 0, CREATED.length, 0, CREATED.length) === 0) return heard(data)
      const text = data.toString()
      if (text === PING) socket.send(PONG)
      else if (text.startsWith(OPEN)) socket.send(CONNECT)
      else if (text.startsWith(CONNECT)) socket.send(AUTHENTICATE)
      else if (text.startsWith(AUTHENTICATED)) resolve(socket)
      else if (text.startsWith('43')) reject(new Error(`not signed in: ${text}`))
    })
  })

const sockets = []
for (let i = 0; i < count; i += 50)
  sockets.push(
    ...(await Promise.all(
      Array.from({ length: Math.min(50, count - i) }, (_, j) => connect(urls[(i + j) % urls.length]))
    ))
  )

parentPort.on('message', (message) => {
  if (message !== 'finish') return
  for (const socket of sockets) socket.close()
  parentPort.postMessage({ kind: 'arrivals', arrivals })
})
parentPort.postMessage({ kind: 'connected' })
