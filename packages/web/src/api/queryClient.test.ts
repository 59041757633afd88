import { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it } from 'vitest'
import { initialAppState, useAppStore } from '../state/appStore'
import { queryClient } from './queryClient'
import { userQueryHash } from './userQueryHash'

const alice = { _id: 'user-a', role: 'admin', status: 'active' }
const bob = { _id: 'user-b', role: 'editor', status: 'active' }
const rowsOfAlice = { total: 1, data: [{ _id: 'only-alice-sees-this' }] }
const KEY = ['list', 'teachers', { $limit: 10 }, false]

const signIn = (user: typeof alice) => useAppStore.getState().setLogin(user, `token-${user._id}`)

/** What another tab writes: the store of this one hears of it only through the storage event. */
const otherTabStores = (login: unknown) => {
  const oldValue = localStorage.getItem('login')
  const newValue = login === null ? null : JSON.stringify(login)
  if (newValue === null) localStorage.removeItem('login')
  else localStorage.setItem('login', newValue)
  window.dispatchEvent(new StorageEvent('storage', { key: 'login', oldValue, newValue }))
}

describe("the console's query cache and the signed-in user (R-AUTH-15)", () => {
  beforeEach(() => {
    useAppStore.setState(initialAppState())
    queryClient.clear()
  })

  it("keys every answer under the signed-in user's id", () => {
    signIn(alice)
    queryClient.setQueryData(KEY, rowsOfAlice)
    const [query] = queryClient.getQueryCache().getAll()
    expect(query.queryKey).toEqual(KEY)
    expect(JSON.parse(query.queryHash)).toEqual(['user-a', ...KEY])
  })

  it("never answers B from A's answer, even with the same query key", () => {
    const client = new QueryClient({ defaultOptions: { queries: { queryKeyHashFn: userQueryHash } } })
    useAppStore.setState({ user: alice })
    client.setQueryData(KEY, rowsOfAlice)
    useAppStore.setState({ user: bob })
    expect(client.getQueryData(KEY)).toBeUndefined()
    useAppStore.setState({ user: alice })
    expect(client.getQueryData(KEY)).toEqual(rowsOfAlice)
  })

  it("after A then B signed in, the cache holds none of A's answers", () => {
    signIn(alice)
    queryClient.setQueryData(KEY, rowsOfAlice)
    queryClient.setQueryData(['schemas'], { appName: 'admin', schemas: {} })
    signIn(bob)
    expect(queryClient.getQueryCache().getAll()).toEqual([])
    expect(queryClient.getQueryData(KEY)).toBeUndefined()
  })

  it('a session that ends on its own empties the cache; the same account signing in again keeps it', () => {
    signIn(alice)
    queryClient.setQueryData(KEY, rowsOfAlice)
    signIn(alice)
    expect(queryClient.getQueryData(KEY)).toEqual(rowsOfAlice)
    useAppStore.getState().clearLogin(true, 'accountFrozen')
    expect(queryClient.getQueryCache().getAll()).toEqual([])
    expect(useAppStore.getState()).toMatchObject({ loginNotice: true, sessionEndCode: 'accountFrozen' })
  })

  it('a fetch for A still under way when B signs in is dropped, its answer kept nowhere', async () => {
    signIn(alice)
    let answer: (value: unknown) => void = () => undefined
    const fetching = queryClient.fetchQuery({
      queryKey: KEY,
      queryFn: () => new Promise((resolve) => (answer = resolve))
    })
    signIn(bob)
    answer(rowsOfAlice)
    await expect(fetching).rejects.toThrow('CancelledError')
    expect(queryClient.getQueryData(KEY)).toBeUndefined()
  })

  it('another tab signing out, then in as B: this tab follows and forgets A', () => {
    signIn(alice)
    queryClient.setQueryData(KEY, rowsOfAlice)
    otherTabStores(null)
    expect(useAppStore.getState().user).toBeNull()
    expect(queryClient.getQueryData(KEY)).toBeUndefined()
    localStorage.setItem('profile', '{"email":"b@example.com"}')
    otherTabStores({ user: bob, token: 'token-b' })
    expect(useAppStore.getState()).toMatchObject({
      user: bob,
      token: 'token-b',
      profile: '{"email":"b@example.com"}'
    })
  })

  it('another tab signing in as B straight over A empties the cache too', () => {
    signIn(alice)
    queryClient.setQueryData(KEY, rowsOfAlice)
    otherTabStores({ user: bob, token: 'token-b' })
    expect(useAppStore.getState().user).toEqual(bob)
    expect(queryClient.getQueryCache().getAll()).toEqual([])
  })
})
