// ethers is never imported statically: these load the parts in use on first use. `import()` caches modules, so
// later calls are free.

export type Ethers = typeof import('./ethersParts.js')
export type EthersEns = typeof import('./ethersEnsParts.js')

/** Signature recovery, typed-data hashing and ABI encoding. */
export function loadEthers(): Promise<Ethers> {
  return import('./ethersParts.js')
}

/** JsonRpcProvider for ENS name and avatar lookups. */
export function loadEthersEns(): Promise<EthersEns> {
  return import('./ethersEnsParts.js')
}
