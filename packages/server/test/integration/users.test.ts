import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hueOf } from '../../src/services/users/initials-avatar'
import { randomPassword, startTestServer, type Account, type TestServer } from '../support/test-server'

let server: TestServer
let editor: Account

beforeAll(async () => {
  server = await startTestServer()
  editor = await server.signIn({ role: 'editor', name: { lastName: '李', firstName: '小明' } })
})
afterAll(() => server?.stop())

describe('staff accounts at /api/users (R-DOM-46, C10)', () => {
  it('creates an account with a hashed password that no answer carries (R-AUTH-19)', async () => {
    const password = randomPassword()
    server.secrets.add(password)
    const created = await server.request('POST', '/api/users', {
      name: { lastName: 'Chan', firstName: 'Tai Man' },
      email: 'Chan@Example.com',
      password,
      roles: ['editor']
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      email: 'chan@example.com',
      role: 'editor',
      roles: ['editor'],
      status: 'active'
    })
    expect(created.body).not.toHaveProperty('password')
    const [row] = await server.app.get('knex')('users').where('_id', created.body._id)
    // bcrypt at the configured cost (PASSWORD_HASH_COST; the test servers' is the lowest, 4).
    const cost = String(server.app.get('config').passwordHashCost).padStart(2, '0')
    expect(row.password).toMatch(new RegExp(`^\\$2[aby]\\$${cost}\\$`))
    expect(row.password).not.toContain(password)
    const listed = await server.request('GET', `/api/users?_id=${created.body._id}`)
    expect(listed.body.data[0]).not.toHaveProperty('password')
    expect((await server.request('GET', '/api/users?password=x')).status).toBe(400)
    expect((await server.request('GET', '/api/users?$select[]=password')).status).toBe(400)
  })

  it('answers 409 for an email in use, whatever its case', async () => {
    const answer = await server.request('POST', '/api/users', {
      email: 'ADMIN@test.local',
      password: randomPassword()
    })
    expect(answer.status).toBe(409)
    expect(answer.body).toMatchObject({ name: 'Conflict', errors: { email: 'is already in use' } })
    const other = await server.createUser()
    const patch = await server.request('PATCH', `/api/users/${other.user._id}`, {
      email: editor.email.toUpperCase()
    })
    expect(patch.status).toBe(409)
  })

  it('checks passwords, roles and statuses (R-AUTH-18, R-DOM-55)', async () => {
    const short = await server.request('POST', '/api/users', {
      email: 'short@test.local',
      password: '1234567'
    })
    expect(short.status).toBe(400)
    expect(short.body.errors).toHaveProperty('password')
    const missing = await server.request('POST', '/api/users', { email: 'nopass@test.local' })
    expect(missing.body.errors).toHaveProperty('password')
    const bad = await server.request('POST', '/api/users', {
      email: 'bad@test.local',
      password: randomPassword(),
      role: 'owner',
      status: 'sleeping'
    })
    expect(Object.keys(bad.body.errors).sort()).toEqual(['role', 'status'])
    const operators = await server.request('PATCH', `/api/users/${editor.user._id}`, {
      $set: { password: 'x' }
    })
    expect(operators.status).toBe(400)
  })

  it('lets an admin set another account’s password, which then signs in', async () => {
    const account = await server.createUser()
    const password = randomPassword()
    server.secrets.add(password)
    expect((await server.request('PATCH', `/api/users/${account.user._id}`, { password })).status).toBe(200)
    expect(await server.login(account.email, password)).toEqual(expect.any(String))
  })
})

describe('own account (R-ROLE-11, R-AUTH-17)', () => {
  it('lets an editor get their own account and no other', async () => {
    const own = await editor.request('GET', `/api/users/${editor.user._id}`)
    expect(own.status).toBe(200)
    expect(own.body).toMatchObject({
      email: editor.email,
      role: 'editor',
      name: { lastName: '李', firstName: '小明' }
    })
    expect((await editor.request('GET', `/api/users/${server.admin.user._id}`)).status).toBe(403)
    expect((await editor.request('GET', '/api/users')).status).toBe(403)
  })

  it('lets an editor change their own name and avatar only', async () => {
    const renamed = await editor.request('PATCH', `/api/users/${editor.user._id}`, { name: '李小明' })
    expect(renamed.status).toBe(200)
    expect(renamed.body).toMatchObject({ name: '李小明', modifiedBy: editor.user._id })
    for (const change of [
      { role: 'admin' },
      { roles: ['admin'] },
      { status: 'frozen' },
      { email: 'new@test.local' },
      { password: randomPassword() }
    ]) {
      const answer = await editor.request('PATCH', `/api/users/${editor.user._id}`, change)
      expect(answer.status, JSON.stringify(change)).toBe(403)
    }
    expect((await editor.request('PATCH', `/api/users/${server.admin.user._id}`, { name: 'x' })).status).toBe(
      403
    )
    expect(
      (
        await editor.request('PUT', `/api/users/${editor.user._id}`, {
          email: editor.email,
          password: editor.password
        })
      ).status
    ).toBe(403)
    expect((await editor.request('DELETE', `/api/users/${editor.user._id}`)).status).toBe(403)
    const [row] = await server.app.get('knex')('users').where('_id', editor.user._id)
    expect(row).toMatchObject({ role: 'editor', status: 'active', email: editor.email })
  })

  it('keeps an admin from freezing, demoting or deleting their own account (R-ROLE-14)', async () => {
    const admin = await server.signIn({ role: 'admin' })
    const self = `/api/users/${admin.user._id}`
    for (const change of [{ status: 'frozen' }, { role: 'editor' }, { role: 'editor', roles: ['editor'] }]) {
      const answer = await admin.request('PATCH', self, change)
      expect(answer.status, JSON.stringify(change)).toBe(400)
    }
    expect((await admin.request('PUT', self, { email: admin.email, password: admin.password })).status).toBe(
      400
    )
    expect((await admin.request('DELETE', self)).status).toBe(400)
    // Still allowed: own name and email, and demoting itself while another role keeps it admin.
    expect(
      (await admin.request('PATCH', self, { name: 'Boss', roles: ['admin'], role: 'editor' })).status
    ).toBe(200)
    const socket = await server.socket(admin.token)
    expect((await socket.call('patch', 'users', admin.user._id, { status: 'frozen' }, {})).status).toBe(400)
    expect((await socket.call('remove', 'users', admin.user._id, {})).status).toBe(400)
    // Another admin may freeze it.
    expect((await server.request('PATCH', self, { status: 'frozen' })).status).toBe(200)
  })

  it('leaves the caller out of a removal by query', async () => {
    const a = await server.createUser({ name: 'purge' })
    const b = await server.createUser({ name: 'purge' })
    await server.request('PATCH', `/api/users/${server.admin.user._id}`, { name: 'purge' })
    const removed = await server.request(
      'DELETE',
      '/api/users?status=active&_id[$in][]=' +
        [a.user._id, b.user._id, server.admin.user._id].join('&_id[$in][]=')
    )
    expect(removed.status).toBe(200)
    expect(removed.body.map((user: { _id: string }) => user._id).sort()).toEqual(
      [a.user._id, b.user._id].sort()
    )
    expect((await server.request('GET', `/api/users/${server.admin.user._id}`)).status).toBe(200)
  })
})

describe('POST /api/changePassword (R-AUTH-18)', () => {
  it('changes the password when the old one is right and the new one long enough', async () => {
    const account = await server.signIn()
    const newPassword = randomPassword()
    server.secrets.add(newPassword)
    const wrongOld = await account.request('POST', '/api/changePassword', {
      oldPassword: 'not-it-at-all',
      newPassword
    })
    expect(wrongOld.status).toBe(400)
    expect(wrongOld.body.errors).toEqual({ oldPassword: 'is wrong' })
    const tooShort = await account.request('POST', '/api/changePassword', {
      oldPassword: account.password,
      newPassword: 'short'
    })
    expect(tooShort.status).toBe(400)
    expect(tooShort.body.errors).toHaveProperty('newPassword')
    expect((await account.request('POST', '/api/changePassword', 'nonsense')).status).toBe(400)

    const changed = await account.request('POST', '/api/changePassword', {
      oldPassword: account.password,
      newPassword
    })
    expect(changed.status).toBe(201)
    expect(changed.body).toMatchObject({ _id: account.user._id, modifiedBy: account.user._id })
    expect(changed.body).not.toHaveProperty('password')
    const old = await server
      .client()
      .request('POST', '/api/authentication', {
        strategy: 'local',
        email: account.email,
        password: account.password
      })
    expect(old.status).toBe(401)
    expect(await server.login(account.email, newPassword)).toEqual(expect.any(String))
  })

  it('works over the socket and only for the signed-in user', async () => {
    const account = await server.signIn()
    const socket = await server.socket(account.token)
    const newPassword = randomPassword()
    server.secrets.add(newPassword)
    const answer = await socket.call(
      'create',
      'changePassword',
      { oldPassword: account.password, newPassword },
      {}
    )
    expect(answer.status).toBe(201)
    expect(await server.login(account.email, newPassword)).toEqual(expect.any(String))
    expect((await socket.call('find', 'changePassword', {})).status).toBe(405)
  })
})

describe('GET /api/users/pic/:id (C17, R-MED-14)', () => {
  it('draws the initials on a colour derived from the id, without a token', async () => {
    const account = await server.createUser({ name: { lastName: 'Wong', firstName: 'Ka Yan' } })
    const response = await fetch(`${server.url}/api/users/pic/${account.user._id}?v=1`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    const svg = await response.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(svg).toContain('>WK</text>')
    expect(svg).toContain(`hsl(${hueOf(account.user._id)}, `)
    const cjk = await fetch(`${server.url}/api/users/pic/${editor.user._id}`)
    expect(await cjk.text()).toContain('>李</text>')
  })

  it('serves the uploaded avatar when the account has one', async () => {
    const uploads = server.app.get('config').uploadsDir
    fs.mkdirSync(path.join(uploads, 'avatars'), { recursive: true })
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')
    fs.writeFileSync(path.join(uploads, 'avatars', 'me.png'), png)
    const [attachment] = await server.app
      .service('attachments')
      ._create([{ name: 'me.png', path: 'avatars/me.png', mime: 'image/png', size: png.length }])
    const outside = (
      await server.app
        .service('attachments')
        ._create([{ name: 'x', path: '../auth-secret', mime: 'image/png' }])
    )[0]
    const account = await server.createUser({ avatar: attachment._id })
    const response = await fetch(`${server.url}/api/users/pic/${account.user._id}`)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await response.arrayBuffer())).toEqual(png)
    // A path leaving the uploads folder is never served: the generated avatar stands in.
    const other = await server.createUser({ avatar: outside._id })
    const safe = await fetch(`${server.url}/api/users/pic/${other.user._id}`)
    expect(safe.headers.get('content-type')).toBe('image/svg+xml')
  })

  it('answers 404 for an unknown id', async () => {
    const response = await fetch(`${server.url}/api/users/pic/nobody`)
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ name: 'NotFound', code: 404 })
  })
})
