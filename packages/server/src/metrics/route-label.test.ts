import { describe, expect, it } from 'vitest'
import type { Application } from '../declarations'
import { routeLabeller } from './route-label'

const teachers = {}
const app = { services: { teachers, 'users/pic': {} } } as unknown as Application

describe('the route label of a request', () => {
  it('names a service by its path, and a record of it as :id', () => {
    const label = routeLabeller(app)
    expect(label('/api/teachers', 200, { service: teachers, params: {} })).toBe('/api/teachers')
    expect(label('/api/teachers/01J8ZK3Q', 200, { service: teachers, params: { __id: '01J8ZK3Q' } })).toBe(
      '/api/teachers/:id'
    )
  })

  it('names other routes by their first segment, and never by an id, a file or an email', () => {
    const label = routeLabeller(app)
    expect(label('/api/export/teachers', 200)).toBe('/api/export/*')
    expect(label('/api/attachments/01J8ZK3Q.small.jpg', 200)).toBe('/api/attachments/*')
    expect(label('/api/session-cookie', 204)).toBe('/api/session-cookie')
    expect(label('/api/01J8ZK3Q', 400)).toBe('/api/*')
    expect(label('/api/someone@school.edu/x', 400)).toBe('/api/*')
    expect(label('/api/teachers/01J8ZK3Q', 404)).toBe('unmatched')
    expect(label('/assets/index-3f2a.js', 200)).toBe('/assets/*')
    expect(label('/teachers/01J8ZK3Q', 200)).toBe('page')
    expect(label('/no/such/page', 404)).toBe('unmatched')
  })

  it('gives made-up first segments one label beyond a few dozen', () => {
    const label = routeLabeller(app)
    const labels = new Set(
      Array.from({ length: 100 }, (_, i) =>
        label(`/api/word${'abcdefghij'[i % 10]}${'abcdefghij'[Math.floor(i / 10)]}`, 400)
      )
    )
    expect(labels.size).toBe(41)
    expect(labels).toContain('/api/*')
  })
})
