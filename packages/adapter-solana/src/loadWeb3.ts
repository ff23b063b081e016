// @solana/web3.js is never imported statically: discovery, connect and address checks run without it, and it
// loads on the first read, send or `getConnection`. `import()` caches the module, so later calls are free.

export type Web3 = typeof import('@solana/web3.js')

export function loadWeb3(): Promise<Web3> {
  return import('@solana/web3.js')
}
