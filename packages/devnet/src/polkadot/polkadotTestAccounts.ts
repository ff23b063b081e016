// Runs in browsers too (playground, e2e bundle): @polkadot/keyring only, no Node built-ins.
import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { u8aToHex } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'

/** The key types a Substrate extension reports per account (`InjectedAccount.type`). */
export type PolkadotKeyType = 'sr25519' | 'ed25519' | 'ecdsa'

export interface PolkadotTestAccountSpec {
  /** The name the extension shows. */
  name: string
  /** A secret URI: `//Alice` (Substrate's public development phrase), or a mnemonic with a derivation path. */
  uri: string
  type: PolkadotKeyType
}

export interface PolkadotTestAccount extends PolkadotTestAccountSpec {
  /** Generic SS58 (prefix 42), as extensions store addresses. */
  address: string
  publicKey: `0x${string}`
  pair: KeyringPair
}

/** The devnet funds all of these; the test extension shows the first three by default. */
export const defaultPolkadotTestAccounts: readonly PolkadotTestAccountSpec[] = [
  { name: 'Alice', uri: '//Alice', type: 'sr25519' },
  { name: 'Bob', uri: '//Bob', type: 'sr25519' },
  { name: 'Alice (ed25519)', uri: '//Alice', type: 'ed25519' },
  { name: 'Alice (ecdsa)', uri: '//Alice', type: 'ecdsa' },
  { name: 'Charlie', uri: '//Charlie', type: 'sr25519' },
  { name: 'Dave', uri: '//Dave', type: 'sr25519' },
  { name: 'Eve', uri: '//Eve', type: 'sr25519' },
  { name: 'Ferdie', uri: '//Ferdie', type: 'sr25519' },
]

/** Key pairs of `specs` (default `defaultPolkadotTestAccounts`); waits for the WASM crypto first. */
export async function derivePolkadotTestAccounts(
  specs: readonly PolkadotTestAccountSpec[] = defaultPolkadotTestAccounts,
): Promise<PolkadotTestAccount[]> {
  await cryptoWaitReady()
  const keyrings = new Map<PolkadotKeyType, Keyring>()
  return specs.map((spec) => {
    let keyring = keyrings.get(spec.type)
    if (!keyring) {
      keyring = new Keyring({ type: spec.type, ss58Format: 42 })
      keyrings.set(spec.type, keyring)
    }
    const pair = keyring.addFromUri(spec.uri, { name: spec.name })
    return { ...spec, address: pair.address, publicKey: u8aToHex(pair.publicKey), pair }
  })
}
