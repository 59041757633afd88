/** Headers and body of an API call: a JSON body unless a string is given, and the bearer token. */
export const jsonRequest = (token: string | undefined, body: unknown, headers: Record<string, string>) => ({
  headers: {
    ...(body !== undefined && typeof body !== 'string' ? { 'content-type': 'application/json' } : {}),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...headers
  },
  body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body)
})
