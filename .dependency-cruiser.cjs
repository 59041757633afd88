// The import graph's rules, checked by `npm run lint`: no circle anywhere, and in the server and the
// web app no import from a room to a room above it. Layers are listed bottom first; rooms in one
// layer may import each other. docs/architecture.md explains the rooms.

/** The server's rooms, bottom first. config.ts and declarations.ts are read by every room and are in none. */
const SERVER_LAYERS = [
  ['cache', 'logging', 'errors'],
  ['db'],
  ['catalogue'],
  ['jobs'],
  ['journal', 'storage', 'uploads'],
  ['cluster'],
  ['auth'],
  ['hooks'],
  ['services'],
  ['realtime', 'rendering', 'seed'],
  ['http', 'metrics', 'operations'],
  ['app.ts', 'index.ts']
]

/** The web app's rooms, bottom first. */
const WEB_LAYERS = [
  ['state'],
  ['i18n'],
  ['fields'],
  ['api'],
  ['errors'],
  ['palette', 'shortcuts'],
  ['layout'],
  ['twoFactor', 'sso', 'social'],
  ['presence'],
  ['records'],
  ['journal'],
  ['media'],
  ['extensions'],
  ['editor'],
  ['list'],
  ['pages'],
  ['app'],
  ['ssr', 'main.tsx']
]

const roomPath = (root, rooms) => `^${root}/(${rooms.map((room) => room.replace('.', '\\.')).join('|')})($|/)`

/** One rule per layer: its rooms may import none of the rooms above it. */
const layerRules = (part, root, layers) =>
  layers.slice(0, -1).map((rooms, index) => {
    const above = layers.slice(index + 1).flat()
    return {
      name: `${part}-layer-${rooms.join('-').replace(/\.tsx?$/, '')}`,
      comment: `${part}: ${rooms.join(', ')} may not import ${above.join(', ')} (a room above it)`,
      severity: 'error',
      from: { path: roomPath(root, rooms), pathNot: '\\.test\\.tsx?$' },
      to: { path: roomPath(root, above) }
    }
  })

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'Two modules that need one type share a module of types below both, instead of importing each other',
      severity: 'error',
      from: { pathNot: '\\.test\\.tsx?$' },
      to: { circular: true }
    },
    ...layerRules('server', 'packages/server/src', SERVER_LAYERS),
    ...layerRules('web', 'packages/web/src', WEB_LAYERS)
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(\\.test\\.tsx?$|/testing/|/dist)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json']
    }
  }
}
