// @solana/kit is an optional peer dependency, loaded only when the app hands the adapter a kit transaction or asks
// for a kit signer; an app on web3.js 1.x never fetches it.

export type Kit = typeof import('@solana/kit')

export function loadKit(): Promise<Kit> {
  return import('@solana/kit')
}
