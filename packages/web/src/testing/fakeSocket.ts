import { EventEmitter } from 'node:events'

/** A socket whose connection the test switches on and off. */
export class FakeSocket extends EventEmitter {
  connected = true
  drop() {
    this.connected = false
    this.emit('disconnect')
  }
  restore() {
    this.connected = true
    this.emit('connect')
  }
}

/** The user every fake sign-in answers with. */
export const user = { _id: 'u1', role: 'admin', status: 'active' }
