import { gzipSync } from 'node:zlib'
import type { BrowserContext, Request } from 'playwright-core'

/** The most gzipped JavaScript the sign-in page may load before its form shows (issue 38's goal). */
export const SIGN_IN_JS_GOAL = 150 * 1024

/**
 * The gzipped bytes (level 9) of every script a signed-out browser requests from opening `url` until
 * the sign-in form is on screen: what a person waits for before they can type. Scripts fetched
 * after that (the socket client, the menu of languages) are not counted.
 */
export const signInScriptBytes = async (context: BrowserContext, url: string) => {
  const page = await context.newPage()
  const requested: Request[] = []
  let drawn = false
  page.on('request', (request) => {
    if (!drawn && request.resourceType() === 'script') requested.push(request)
  })
  await page.goto(url)
  await page.locator('input[name=email]').waitFor()
  drawn = true
  const sizes = await Promise.all(
    requested.map(async (request) => {
      const body = await (await request.response())?.body()
      return { url: new URL(request.url()).pathname, bytes: body ? gzipSync(body, { level: 9 }).length : 0 }
    })
  )
  await page.close()
  return { bytes: sizes.reduce((sum, { bytes }) => sum + bytes, 0), files: sizes }
}
