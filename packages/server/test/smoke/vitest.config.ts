import { defineConfig } from 'vitest/config'

/** `npm run test:smoke`: the smoke suite of a Node.js line, on its own (CI runs it under each line). */
export default defineConfig({
  test: {
    name: 'smoke',
    root: new URL('../../../..', import.meta.url).pathname,
    include: ['packages/server/test/smoke/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 300_000,
    fileParallelism: false
  }
})
