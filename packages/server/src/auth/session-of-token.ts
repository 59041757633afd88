/**
 * The session id (`sid`) in an access token this server signed and checked already, read without
 * checking it again; undefined for anything else.
 */
export const sessionOfToken = (accessToken: unknown): string | undefined => {
  if (typeof accessToken !== 'string') return undefined
  try {
    const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'))
    return typeof payload?.sid === 'string' ? payload.sid : undefined
  } catch {
    return undefined
  }
}
