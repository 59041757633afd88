// Refuses, with a sentence instead of a crash, a Node.js line the console does not run on. Imported
// first by every start, before any module that needs a newer Node.js. Keep in step with `engines`.
const [major, minor] = process.versions.node.split('.').map(Number)
const supported = (major === 20 && minor >= 19) || (major === 22 && minor >= 12) || major >= 24

if (!supported) {
  console.error(
    `Tutor Admin runs on Node.js 20.19 or later 20.x, 22.12 or later 22.x, or 24 and later; this is ${process.version}. ` +
      'Install a Node.js LTS release (https://nodejs.org/) and run npm install again.'
  )
  process.exit(1)
}
