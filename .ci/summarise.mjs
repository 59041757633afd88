// CI's closing lines: the seconds of each phase, the ten slowest test files, then "N passed, N failed"
// over every vitest JSON report of the run. Usage: node .ci/summarise.mjs <failed-step 0|1> <phases file> <reports...>
import fs from 'node:fs'
import path from 'node:path'

const [stepFailed, phasesFile, ...reports] = process.argv.slice(2)
let passed = 0
let failed = 0
const files = []
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
if (stepFailed === '1' && failed === 0) failed = 1
console.log(`${passed} passed, ${failed} failed`)
