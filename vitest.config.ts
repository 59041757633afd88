import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/**
 * One test command for the whole repo. Server tests run against SQLite, or against PostgreSQL
 * when DATABASE_URL is set (each test file gets a database of its own).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
          // Both cores (vitest takes one less than there are); projects with different worker
          // settings must run in groups of their own.
          maxWorkers: 2,
          sequence: { groupOrder: 0 }
        }
      },
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts', 'packages/server/test/**/*.test.ts'],
          // The smoke suite of a Node.js line runs on its own: `npm run test:smoke`.
          exclude: ['packages/server/test/smoke/**'],
          environment: 'node',
          globalSetup: ['packages/server/test/support/schema-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One module registry per worker rather than per file: each file would otherwise load the
          // whole server again (a quarter of the project's time). Files build servers of their own.
          isolate: false,
          fileParallelism: true,
          maxWorkers: 2,
          sequence: { groupOrder: 1 }
        }
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['packages/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['packages/web/src/testing/setup.ts'],
          // One jsdom and one module registry per worker rather than per file: a fifth of the time.
          // Tests leave no state behind (setup.ts) and spy on modules rather than mocking them.
          isolate: false,
          // jsdom's queries of a big page are slow on a busy machine.
          testTimeout: 15_000,
          maxWorkers: 2,
          sequence: { groupOrder: 0 }
        }
      },
      {
        // Real server, real Chromium, after everything else: two files at a time (a file waits on its
        // browser for much of its time; BROWSER_TEST_FILES=1 runs them one by one).
        test: {
          name: 'browser',
          include: ['packages/web/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: [
            'packages/web/e2e/support/build-web.ts',
            'packages/server/test/support/schema-template.ts'
          ],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // In CI, a browser test that fails gets one more try; CI's summary names every test that
          // needed it, with its first error, so a flaky test is seen and mended, not hidden.
          retry: process.env.CI ? 1 : 0,
          // A wait on the page gets 10 s, not 1 s: two files at a time leave each a busy machine.
          expect: { poll: { timeout: 10_000 } },
          // As for the server's tests: the server and Playwright load once per worker, not per file.
          isolate: false,
          fileParallelism: true,
          maxWorkers: Number(process.env.BROWSER_TEST_FILES ?? 2),
          sequence: { groupOrder: 2 }
        }
      }
    ]
  }
})
