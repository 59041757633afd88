/** When a token was made and when it expires, in ms; undefined for a token that is no JWT. */
export const tokenTimes = (token: string): { issued: number; expires: number } | undefined => {
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')))
    if (typeof payload.iat !== 'number' || typeof payload.exp !== 'number') return undefined
    return { issued: payload.iat * 1000, expires: payload.exp * 1000 }
  } catch {
    return undefined
  }
}

/** Whether a token's life is over (by this browser's clock). */
export const tokenExpired = (token: string): boolean => {
  const times = tokenTimes(token)
  return times !== undefined && Date.now() >= times.expires
}

/** When to renew a token: two thirds into its life, so that a late timer still finds it valid. */
export const renewalDue = (token: string): number | undefined => {
  const times = tokenTimes(token)
  return times && times.issued + ((times.expires - times.issued) * 2) / 3
}
