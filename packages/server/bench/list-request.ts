import http from 'node:http'

/**
 * One GET of one of the first list pages of teachers as the console asks for it (newest first, an
 * indexed order, with the total), rather than deep pages by an unindexed sort that keep the
 * database busy; answers the status, 0 when the request failed.
 */
export const getListPage = (url: string, token: string, agent: http.Agent) =>
  new Promise<number>((resolve) => {
    const skip = 25 * Math.floor(Math.random() * 4)
    const request = http.get(
      `${url}/api/teachers?$limit=25&$skip=${skip}&$sort[created]=-1&$sort[_id]=1`,
      { agent, headers: { authorization: `Bearer ${token}` } },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      }
    )
    request.on('error', () => resolve(0))
  })
