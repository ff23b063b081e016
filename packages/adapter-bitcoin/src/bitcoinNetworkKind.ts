import type { Network } from '@walletport/core'
import type { Network as BitcoinJsNetwork } from 'bitcoinjs-lib'
// The constants alone: bitcoinjs-lib's index would bring PSBTs and payments into every page that lists wallets.
import * as networks from 'bitcoinjs-lib/src/networks'

export type BitcoinNetworkKind = 'mainnet' | 'testnet' | 'signet' | 'regtest'

const byGenesis: Record<string, BitcoinNetworkKind> = {
  '000000000019d6689c085ae165831e93': 'mainnet',
  '000000000933ea01ad0ee984209779ba': 'testnet',
  '00000008819873e925422c1ff0f99f7c': 'signet',
  '0f9188f13cb7b2c71f2a335e3a4fc328': 'regtest',
}

/** Which Bitcoin network a CAIP-2 bip122 network is: by genesis-hash prefix, else by bech32 prefix. */
export function bitcoinNetworkKind(network: Network): BitcoinNetworkKind {
  const known = byGenesis[String(network.id)]
  if (known) return known
  const prefix = network.custom?.bech32Prefix
  if (prefix === 'bc') return 'mainnet'
  if (prefix === 'bcrt') return 'regtest'
  return /signet/i.test(network.name) ? 'signet' : 'testnet'
}

/** bitcoinjs-lib's parameters (address prefixes, WIF) for a bip122 network. */
export function toBitcoinJsNetwork(network: Network): BitcoinJsNetwork {
  const kind = bitcoinNetworkKind(network)
  if (kind === 'mainnet') return networks.bitcoin
  if (kind === 'regtest') return networks.regtest
  return networks.testnet
}
