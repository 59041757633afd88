// A share of bench:cluster's listening sockets, in a thread of its own: a thousand sockets in one
// thread would time that thread's queue rather than the servers' delivery. Connects `count`
// signed-in sockets spread over `urls`, notes when each `teachers created` arrives (in epoch
// milliseconds, comparable across threads), says when it has heard all it expects, and on
// 'finish' answers what it heard and closes its sockets.
import { performance } from 'node:perf_hooks'
import { parentPort, workerData } from 'node:worker_threads'
import { io } from 'socket.io-client'

const { urls, token, count, expected } = workerData

const connect = (url) =>
  new Promise((resolve, reject) => {
    const socket = io(url, { path: '/api/socket.io', transports: ['websocket'], forceNew: true })
    socket.once('connect_error', reject)
    socket.once('connect', () =>
      socket.emit('create', 'authentication', { strategy: 'jwt', accessToken: token }, (error) =>
        error ? reject(error) : resolve(socket)
      )
    )
  })

const sockets = []
for (let i = 0; i < count; i += 50)
  sockets.push(
    ...(await Promise.all(
      Array.from({ length: Math.min(50, count - i) }, (_, j) => connect(urls[(i + j) % urls.length]))
    ))
  )

const arrivals = []
for (const socket of sockets)
  socket.on('teachers created', (data) => {
    arrivals.push([data.name, performance.timeOrigin + performance.now()])
    if (arrivals.length === expected * count) parentPort.postMessage({ kind: 'heardAll' })
  })
parentPort.on('message', (message) => {
  if (message !== 'finish') return
  for (const socket of sockets) socket.close()
  parentPort.postMessage({ kind: 'arrivals', arrivals })
})
parentPort.postMessage({ kind: 'connected' })
