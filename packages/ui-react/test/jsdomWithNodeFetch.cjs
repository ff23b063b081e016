// jsdom has no fetch: hook tests that drive a real adapter against a local node (anvil) need Node's. Its fetch checks
// that a signal is its own AbortSignal, so AbortController and AbortSignal come from Node as well; and Node's crypto
// hands out Buffers that chain libraries check with `instanceof Uint8Array`, so Uint8Array is Node's too.
const { TestEnvironment } = require('jest-environment-jsdom')

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'Uint8Array',
]

class JsdomWithNodeFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context)
    for (const name of FROM_NODE) this.global[name] = globalThis[name]
  }
}

module.exports = JsdomWithNodeFetch
