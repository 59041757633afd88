// A worker thread of the page render pool (page-render-pool.ts): it renders pages with the web
// build's renderer and asks the main thread for their data. Plain JavaScript, so that it starts
// without a compiler wherever the server runs (sources, compiled build, tests).
import { pathToFileURL } from 'node:url'
import { parentPort, workerData } from 'node:worker_threads'

const renderer = import(pathToFileURL(workerData.rendererFile).href)
/** Calls of the main thread awaiting their answer, by call number. */
const calls = new Map()
let lastCall = 0

const ask = (job, kind, args) =>
  new Promise((resolve, reject) => {
    const call = ++lastCall
    calls.set(call, { resolve, reject })
    parentPort.postMessage({ type: 'call', job, call, kind, args })
  })

const failure = (error) => ({
  name: error?.name,
  message: String(error?.message ?? error),
  code: error?.code
})

const run = async (job, work) => {
  try {
    parentPort.postMessage({ type: 'done', job, result: await work() })
  } catch (error) {
    parentPort.postMessage({ type: 'done', job, error: failure(error) })
  }
}

parentPort.on('message', (message) => {
  if (message.type === 'answer') {
    const waiting = calls.get(message.call)
    calls.delete(message.call)
    if (message.error) waiting?.reject(Object.assign(new Error(message.error.message), message.error))
    else waiting?.resolve(message.result)
  } else if (message.type === 'warm') {
    const calls = message.withCatalogue ? { schemas: () => ask(message.job, 'schemas', []) } : undefined
    void run(message.job, async () => (await renderer).warmRenderer(calls))
  } else if (message.type === 'render') {
    void run(message.job, async () =>
      (await renderer).renderPage({
        ...message.request,
        calls: {
          schemas: () => ask(message.job, 'schemas', []),
          find: (service, query) => ask(message.job, 'find', [service, query])
        }
      })
    )
  }
})
