/** ethers, loaded on its first real use; `import()` caches the module, so later calls cost nothing. */
export type Ethers = typeof import('ethers')

export function loadEthers(): Promise<Ethers> {
  return import('ethers')
}
