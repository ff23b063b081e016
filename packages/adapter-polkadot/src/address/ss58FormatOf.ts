import type { Network } from '@walletport/core'

/** Substrate's generic prefix, for networks that set none. */
const GENERIC_SS58 = 42

/** The SS58 prefix addresses are shown in on `network` (`custom.ss58Format`, else 42). */
export function ss58FormatOf(network: Network): number {
  const format = network.custom?.ss58Format
  return typeof format === 'number' && Number.isInteger(format) && format >= 0 ? format : GENERIC_SS58
}
