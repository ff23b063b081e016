import { isCaipNetworkId } from '../caip/isCaipNetworkId.js'
import { parseCaipNetworkId } from '../caip/parseCaipNetworkId.js'
import { RpcUrlNotFoundError } from '../errors/networks.js'
import { getRpcUrl } from './getRpcUrl.js'
import * as entry from './index.js'
import type { Network } from './types.js'

const networks = Object.entries(entry).filter(
  (entryPair): entryPair is [string, Network] =>
    typeof entryPair[1] === 'object' && entryPair[1] !== null && 'caipNetworkId' in entryPair[1],
)

const isLocal = ([name]: [string, Network]) => name.startsWith('local') || name === 'bitcoinRegtest'
const publicNetworks = networks.filter((entryPair) => !isLocal(entryPair))

const frameChainIds = [
  1, 5, 11155111, 10, 420, 42161, 421613, 137, 80001, 42220, 1313161554, 1313161555, 56, 97, 43114, 43113,
  324, 280, 100, 8453, 84531, 84532, 7777777, 999,
]

describe('@walletport/core/networks', () => {
  it('exports the entry helpers alongside the networks', () => {
    expect(typeof entry.defineNetwork).toBe('function')
    expect(typeof entry.getRpcUrl).toBe('function')
    expect(typeof entry.withRpc).toBe('function')
    expect(typeof entry.withPublicRpc).toBe('function')
  })

  it.each(networks)('%s has a valid CAIP-2 id consistent with its namespace and id', (_name, network) => {
    expect(isCaipNetworkId(network.caipNetworkId)).toBe(true)
    expect(parseCaipNetworkId(network.caipNetworkId)).toEqual({
      namespace: network.chainNamespace,
      reference: String(network.id),
    })
    expect(Object.isFrozen(network)).toBe(true)
  })

  it.each(networks)('%s has a testnet flag', (_name, network) => {
    expect(typeof network.testnet).toBe('boolean')
  })

  it.each(publicNetworks)(
    '%s ships no default RPC (no host the app did not name) and lists its public endpoint apart',
    (_name, network) => {
      expect(network.rpcUrls.default).toEqual({ http: [] })
      expect(() => getRpcUrl(network)).toThrow(RpcUrlNotFoundError)
      const { http, webSocket = [] } = network.rpcUrls.public ?? { http: [] }
      expect(http.length + webSocket.length).toBeGreaterThan(0)
      for (const url of [...http, ...webSocket]) expect(new URL(url).protocol).toMatch(/^(https|wss):$/)
      expect(Object.values(network.custom ?? {}).filter((value) => /^\w+:\/\//.test(String(value)))).toEqual(
        [],
      )
    },
  )

  it('covers every eip155 chain id the frame supports', () => {
    const eip155Ids = networks.filter(([, n]) => n.chainNamespace === 'eip155').map(([, n]) => n.id)
    expect(eip155Ids).toEqual(expect.arrayContaining(frameChainIds))
  })

  it('exports the four public Polkadot-family chains by genesis hash, and the devnet chain', () => {
    expect(
      [entry.polkadot, entry.kusama, entry.westend, entry.paseo, entry.localPolkadot].map(
        (n) => n.caipNetworkId,
      ),
    ).toEqual([
      'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      'polkadot:b0a8d493285c2df73290dfb7e61f870f',
      'polkadot:e143f23803ac50e8f6f8e62695d1ce9e',
      'polkadot:77afd6190f1554ad45fd0d31aee62aac',
      'polkadot:45454545454545454545454545454545',
    ])
  })

  it('exports three public Solana clusters', () => {
    expect(
      [entry.solana, entry.solanaDevnet, entry.solanaTestnet].map((network) => network.caipNetworkId),
    ).toEqual([
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    ])
  })

  it('gives every CAIP-2 id to one network only, apart from the localBitcoin alias', () => {
    const ids = networks.filter(([name]) => name !== 'localBitcoin').map(([, n]) => n.caipNetworkId)
    expect(new Set(ids).size).toBe(ids.length)
    expect(entry.localBitcoin).toBe(entry.bitcoinRegtest)
  })

  it('keeps the local devnets on loopback, the only presets with a default RPC', () => {
    expect(networks.filter((entryPair) => isLocal(entryPair)).length).toBe(7)
    const locals = networks.filter(([name]) => name.startsWith('local'))
    expect(locals.map(([name]) => name).sort()).toEqual([
      'localBitcoin',
      'localCosmos',
      'localEvm',
      'localEvm2',
      'localPolkadot',
      'localSolana',
    ])
    for (const [, network] of locals) {
      const { http, webSocket = [] } = network.rpcUrls.default
      expect(http.length + webSocket.length).toBeGreaterThan(0)
      for (const url of [...http, ...webSocket]) expect(new URL(url).hostname).toBe('127.0.0.1')
      expect(network.testnet).toBe(true)
    }
  })

  it('marks mainnets as not testnets', () => {
    for (const network of [entry.mainnet, entry.solana, entry.polkadot, entry.bitcoin, entry.cosmosHub]) {
      expect(network.testnet).toBe(false)
    }
  })

  it('records the namespace facts adapters need', () => {
    expect(entry.cosmosHub.custom).toEqual({ bech32Prefix: 'cosmos', denom: 'uatom' })
    expect(entry.osmosis.custom).toEqual({ bech32Prefix: 'osmo', denom: 'uosmo' })
    expect(entry.polkadot.nativeCurrency).toEqual({ name: 'Polkadot', symbol: 'DOT', decimals: 10 })
    expect(entry.kusama.nativeCurrency.decimals).toBe(12)
    expect(entry.paseo.custom).toEqual({ ss58Format: 42 })
    expect(entry.bitcoinRegtest.custom?.bech32Prefix).toBe('bcrt')
  })
})
