import type { TestSocket } from './test-server'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits until a socket has received an event matching the name and test: its data; else throws after 5 s. */
export const eventOf = async (
  socket: TestSocket,
  name: string,
  test: (data: any) => boolean = () => true
) => {
  for (let waited = 0; waited < 5000; waited += 20) {
    const found = socket.events.find((event) => event.event === name && test(event.data))
    if (found) return found.data
    await sleep(20)
  }
  throw new Error(`no '${name}' event`)
}
