/** A batch sent by one process: its id, and its place among the batches that process sent. */
export interface Numbered<T> {
  origin: string
  seq: number
  batch: T
}

interface Stream<T> {
  next: number
  held: Map<number, T>
  timer?: NodeJS.Timeout
}

/**
 * Hands on the batches of each sending process in the order it sent them, though they may arrive
 * out of it (a big message waits in a table while a small one after it arrives at once). A batch
 * that comes before its turn is held until the ones before it arrive, or for `gapMs` at most if
 * one is lost; one that comes after its turn was given up on is handed on at once, never dropped.
 */
export class InOrder<T> {
  private readonly streams = new Map<string, Stream<T>>()

  constructor(
    private readonly deliver: (batch: T) => void,
    private readonly gapMs = 2000
  ) {}

  receive({ origin, seq, batch }: Numbered<T>) {
    let stream = this.streams.get(origin)
    // The first batch heard from a process is where its stream starts.
    if (!stream) this.streams.set(origin, (stream = { next: seq, held: new Map() }))
    if (seq < stream.next) return this.deliver(batch)
    stream.held.set(seq, batch)
    this.drain(stream)
  }

  /** Stops the timers, for the process's end. */
  close() {
    for (const stream of this.streams.values()) clearTimeout(stream.timer)
  }

  private drain(stream: Stream<T>) {
    while (stream.held.has(stream.next)) {
      const batch = stream.held.get(stream.next)!
      stream.held.delete(stream.next)
      stream.next += 1
      this.deliver(batch)
    }
    clearTimeout(stream.timer)
    stream.timer = undefined
    if (stream.held.size === 0) return
    stream.timer = setTimeout(() => {
      // Gives up on the missing batch: goes on from the first one held.
      stream.next = Math.min(...stream.held.keys())
      this.drain(stream)
    }, this.gapMs)
    stream.timer.unref()
  }
}
