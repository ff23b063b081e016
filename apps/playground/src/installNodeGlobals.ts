import { Buffer } from 'buffer'

// bip322-js (Bitcoin message signatures, in adapter-bitcoin and the devnet wallet) is written for Node: while its
// modules load they read `global`, `Buffer` and, in readable-stream, `process.browser`, `process.version` and
// `process.nextTick`. This module is imported first by main.tsx. The `process` stand-in has no `versions.node`,
// so libraries that look for Node still see a browser.
interface NodeGlobals {
  global?: typeof globalThis
  Buffer?: typeof Buffer
  process?: object
}
const page = globalThis as NodeGlobals
page.global ??= globalThis
page.Buffer ??= Buffer
page.process ??= {
  browser: true,
  version: '',
  versions: {},
  env: {},
  nextTick: (callback: (...args: unknown[]) => void, ...args: unknown[]) =>
    queueMicrotask(() => callback(...args)),
}
