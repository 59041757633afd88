import { describe, expect, it } from 'vitest'
import { modulesOfPath } from './pageModules'

describe('modulesOfPath (a signed-in start fetches its page with the console)', () => {
  it.each([
    ['/', ['dashboard']],
    ['/dashboard', ['dashboard']],
    ['/profile', ['profile']],
    ['/profile/changePassword', ['changePassword']],
    ['/profile/changeProfile', ['changeProfile']],
    ['/admins', ['listData', 'admins']],
    ['/news', ['listData', 'news']],
    ['/appUsers', ['appUsers']],
    ['/media', ['media']],
    ['/teachers', ['listData', 'schemaList']],
    ['/teachers/edit/01abc', ['editor']],
    ['/teachers/trash', ['trash']],
    ['/login', []]
  ])('%s → %j', (path, modules) => expect(modulesOfPath(path)).toEqual(modules))
})
