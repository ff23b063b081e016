// cosmjs is never imported statically: discovery and connection need none of it.

export type Cosmjs = typeof import('./cosmjsParts.js')

/** Clients, signing, hashing and protobuf codecs; `import()` caches the module, so later calls are free. */
export function loadCosmjs(): Promise<Cosmjs> {
  return import('./cosmjsParts.js')
}
