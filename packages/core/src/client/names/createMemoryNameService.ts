import type { CaipNetworkId } from '../../caip/types.js'
import type { NameRecord, NameRegistration, NameService } from './types.js'

export interface MemoryNameService extends NameService {
  /** Every registration received, in order. */
  readonly registrations: readonly NameRegistration[]
  /** Makes every call fail with `error` until set back to undefined. */
  failWith(error: Error | undefined): void
}

/**
 * A name service kept in a Map, standing in for the app's own service in tests. It checks nothing about
 * signatures (the app's service would); it refuses a name that is taken.
 */
export function createMemoryNameService(parameters: {
  namespaces: readonly string[]
  caipNetworkId: CaipNetworkId
}): MemoryNameService {
  const records = new Map<string, NameRecord>()
  const registrations: NameRegistration[] = []
  let failure: Error | undefined
  const guard = () => {
    if (failure) throw failure
  }
  return {
    namespaces: parameters.namespaces,
    registrations,
    failWith: (error) => {
      failure = error
    },
    async lookup(name) {
      guard()
      return records.get(name) ?? null
    },
    async suggestions(name) {
      guard()
      return ['', '-1', '-wp']
        .map((suffix) => `${name}${suffix}`)
        .filter((candidate) => !records.has(candidate))
        .map((candidate) => ({ name: candidate }))
    },
    async reverseLookup(address) {
      guard()
      return [...records.values()].filter((record) => Object.values(record.addresses).includes(address))
    },
    async register(registration) {
      guard()
      if (records.has(registration.name)) throw new Error(`${registration.name} is taken`)
      registrations.push(registration)
      const record: NameRecord = {
        name: registration.name,
        addresses: { [parameters.caipNetworkId]: registration.address },
      }
      records.set(registration.name, record)
      return record
    },
  }
}
