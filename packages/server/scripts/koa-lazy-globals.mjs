// An esbuild plugin for the server build. Koa asks of every body it sends whether it is a
// ReadableStream or a fetch Response. Node defines those globals as getters that load their module
// on first read: reading `Response` loads undici, tens of milliseconds at the first request of every
// start. Here Koa's checks read such a global only when a value could be one of its instances.
import fs from 'node:fs/promises'

const CHECKED = /([\w$]+(?:\?\.[\w$]+)?) instanceof (Response|ReadableStream)\b/g

/**
 * True when `value` is an instance of the global class `name`, read only when the value's prototype
 * chain has a constructor of that name (a subclass keeps it in its chain). Not even the global's
 * descriptor is read before: on Node 24 reading it loads the module too.
 */
const HELPER = `
const __isGlobalInstance = (value, name) => {
  for (let proto = Object.getPrototypeOf(Object(value)); proto; proto = Object.getPrototypeOf(proto))
    if (proto.constructor?.name === name) return value instanceof globalThis[name]
  return false
};
`

export const koaLazyGlobals = {
  name: 'koa-lazy-globals',
  setup(build) {
    build.onLoad(
      { filter: /[\\/]node_modules[\\/]koa[\\/]lib[\\/](response|application)\.js$/ },
      async (args) => {
        const source = await fs.readFile(args.path, 'utf8')
        const contents = source.replace(
          CHECKED,
          (_, value, name) => `__isGlobalInstance(${value}, '${name}')`
        )
        if (contents === source) throw new Error(`koa-lazy-globals: no check found in ${args.path}`)
        return { contents: HELPER + contents, loader: 'js' }
      }
    )
  }
}
