import type { CaipNetworkId } from '../../caip/types.js'

export interface NameRecord {
  name: string
  /** Addresses the name points to, by CAIP-2 network id. */
  addresses: Readonly<Record<CaipNetworkId, string>>
  attributes?: Readonly<Record<string, string>>
}

export interface NameSuggestion {
  name: string
}

export interface NameRegistration {
  name: string
  address: string
  /** SLIP-44 / ENSIP-11 coin type of the registering chain. */
  coinType: number
  /** JSON text holding name, attributes and `timestamp` (seconds). */
  message: string
  signature: string
}

/** Account-name service the app chooses (its own API, ENS, …); no vendor is hard-wired. */
export interface NameService {
  /** Namespaces whose accounts can hold names. */
  readonly namespaces: readonly string[]
  lookup(name: string): Promise<NameRecord | null>
  suggestions(name: string): Promise<readonly NameSuggestion[]>
  reverseLookup(address: string): Promise<readonly NameRecord[]>
  register(registration: NameRegistration): Promise<NameRecord>
}
