/// <reference path="./bcoin.d.ts" />
/* The parts of bcoin 1.0.2 the devnet uses, typed by hand (the package has no types). Hashes are hex strings. */

export interface BcoinAddress {
  toString(network?: string): string
}

export interface BcoinOutput {
  value: number
  script: { toRaw(): Buffer; toASM(): string }
  getAddress(): BcoinAddress | null
  getType(): string
}

export interface BcoinInput {
  prevout: { hash: string; index: number; txid(): string }
  script: { toRaw(): Buffer }
  witness: { toItems(): Buffer[] }
  sequence: number
  isCoinbase(): boolean
}

export interface BcoinTx {
  version: number
  locktime: number
  inputs: BcoinInput[]
  outputs: BcoinOutput[]
  txid(): string
  hash(enc: 'hex'): string
  toRaw(): Buffer
  getSize(): number
  getWeight(): number
  getVirtualSize(): number
  isCoinbase(): boolean
}

export interface BcoinCoin {
  hash: string
  index: number
  value: number
  height: number
  coinbase: boolean
  txid(): string
}

export interface BcoinView {
  getOutputFor(input: BcoinInput): BcoinOutput | null
}

export interface BcoinMeta {
  tx: BcoinTx
  /** -1 while in the mempool. */
  height: number
  /** Block hash (internal byte order, hex) or null. */
  block: string | null
  time: number
  mtime: number
  index: number
}

export interface BcoinEntry {
  height: number
  time: number
  hash: string
  rhash(): string
}

export interface BcoinFullNode {
  chain: {
    height: number
    tip: BcoinEntry
    state: { hasWitness(): boolean }
    open(): Promise<void>
    close(): Promise<void>
    add(block: unknown): Promise<BcoinEntry | null>
    getEntry(hashOrHeight: string | number): Promise<BcoinEntry | null>
  }
  mempool: {
    open(): Promise<void>
    close(): Promise<void>
    addTX(tx: BcoinTx): Promise<unknown[] | null>
    hasEntry(hash: string): boolean
    map: Map<string, unknown>
    getCoin(hash: string, index: number): BcoinCoin | null
    isSpent(hash: string, index: number): boolean
    options: { minRelay: number }
  }
  miner: {
    open(): Promise<void>
    close(): Promise<void>
    mineBlock(tip: null, address: BcoinAddress): Promise<unknown>
  }
  fees: { estimateFee(blocks: number, smart: boolean): number }
  getCoin(hash: string, index: number): Promise<BcoinCoin | null>
  getCoinsByAddress(addresses: BcoinAddress[]): Promise<BcoinCoin[]>
  getMetaByAddress(addresses: BcoinAddress[]): Promise<BcoinMeta[]>
  getMeta(hash: string): Promise<BcoinMeta | null>
  getMetaView(meta: BcoinMeta): Promise<BcoinView>
}

export interface BcoinKeyRing {
  witness: boolean
  getAddress(): BcoinAddress
}

export interface BcoinMtx {
  addOutput(address: BcoinAddress, value: number): void
  fund(coins: BcoinCoin[], options: { changeAddress: BcoinAddress; rate: number }): Promise<void>
  sign(ring: BcoinKeyRing): number
  toTX(): BcoinTx
}

export interface Bcoin {
  FullNode: new (options: Record<string, unknown>) => BcoinFullNode
  Network: { get(type: string): BcoinNetwork }
  Address: { fromString(address: string, network?: string): BcoinAddress }
  TX: { fromRaw(raw: Buffer): BcoinTx }
  MTX: new () => BcoinMtx
  KeyRing: { fromPrivate(key: Buffer, compressed?: boolean): BcoinKeyRing }
}

interface BcoinNetwork {
  addressPrefix: Record<string, number | string>
  keyPrefix: Record<string, number | string>
  deployments: Record<string, { window: number; threshold: number }>
}

let loaded: Promise<Bcoin> | undefined

/**
 * Loads bcoin with its pure-JS backends (NODE_BACKEND=js: its native add-ons are never built here) and gives its
 * regtest Bitcoin Core's address prefixes (bech32 'bcrt', p2pkh 0x6f, p2sh 0xc4, WIF 0xef), so bitcoinjs-lib's
 * `networks.regtest` works unchanged, and a one-block BIP9 window so segwit is active from block 4.
 */
export function loadBcoin(): Promise<Bcoin> {
  loaded ??= (async () => {
    process.env.NODE_BACKEND = 'js'
    const module = (await import('bcoin')) as { default?: unknown }
    const bcoin = (module.default ?? module) as Bcoin
    const regtest = bcoin.Network.get('regtest')
    Object.assign(regtest.addressPrefix, { pubkeyhash: 0x6f, scripthash: 0xc4, bech32: 'bcrt' })
    regtest.keyPrefix.privkey = 0xef
    Object.assign(regtest.deployments.segwit ?? {}, { window: 1, threshold: 1 })
    return bcoin
  })()
  return loaded
}
