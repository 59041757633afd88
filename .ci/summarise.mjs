// CI's closing lines: the seconds of each phase, the ten slowest test files, the tests that failed or
// passed only on a retry (with their first error), then "N passed, N failed" over every vitest JSON
// report of the run. Usage: node .ci/summarise.mjs <failed-step 0|1> <phases file> <reports...>
import fs from 'node:fs'
import path from 'node:path'

const [stepFailed, phasesFile, ...reports] = process.argv.slice(2)
let passed = 0
let failed = 0
const files = []
/** Failed tests, and tests that passed on a retry: the last lines of the log, where they are read. */
const troubled = []
/** The first line of a test's first error, shortened: enough to tell one failure from another. */
const firstError = (messages) => (messages[0] ?? '').split('\n')[0].slice(0, 300)
for (const report of reports) {
  const label = path.basename(report, '.json')
  if (!fs.existsSync(report)) {
    console.log(`no report: ${label}`)
    failed++
    continue
  }
  const { numPassedTests, numFailedTests, testResults } = JSON.parse(fs.readFileSync(report, 'utf8'))
  passed += numPassedTests
  failed += numFailedTests
  for (const result of testResults) {
    // A file that failed before running any test counts as one failure.
    if (result.status === 'failed' && result.assertionResults.length === 0) failed++
    const name = path.relative(process.cwd(), result.name)
    if (result.status === 'failed' && result.assertionResults.length === 0)
      troubled.push(`failed   ${label}  ${name}: ${firstError([result.message ?? ''])}`)
    for (const test of result.assertionResults) {
      // A test retried keeps the errors of its failed tries, passed or not.
      if (test.status === 'failed' || test.failureMessages?.length)
        troubled.push(
          `${test.status === 'failed' ? 'failed  ' : 'retried '} ${label}  ${name} > ${test.fullName}: ${firstError(test.failureMessages)}`
        )
    }
    files.push({ label, name, seconds: (result.endTime - result.startTime) / 1000 })
  }
}

if (fs.existsSync(phasesFile)) {
  console.log('\n== seconds per phase')
  process.stdout.write(fs.readFileSync(phasesFile, 'utf8'))
}
console.log('\n== ten slowest test files')
for (const file of files.sort((a, b) => b.seconds - a.seconds).slice(0, 10))
  console.log(`${file.seconds.toFixed(1).padStart(7)} s  ${file.label}  ${file.name}`)
if (troubled.length) {
  console.log('\n== failed, or passed only on a retry')
  for (const line of troubled) console.log(line)
}
if (stepFailed === '1' && failed === 0) failed = 1
console.log(`${passed} passed, ${failed} failed`)
