/**
 * A JSON column's value as SQLite holds it, JSON text that our writes made (`storedValue.json`).
 * Read so only for an answer written by `recordsText`, which sends the text as it is instead of
 * decoding it and encoding it again; anything else that encodes it gets its value.
 */
export class StoredJson {
  constructor(readonly text: string) {}

  toJSON(): unknown {
    return JSON.parse(this.text)
  }
}

/** How JSON columns are read: decoded, or as stored (`StoredJson`) for an answer written as text. */
export type JsonReading = 'decoded' | 'stored'
