import type { IdentifierString, Wallet } from '@wallet-standard/base'
import { ChainNotSupportedError, type Network } from '@walletport/core'
import { findWalletChain, toStandardChains } from './toStandardChain.js'

/** The chain name `wallet` knows `network` by; 'Chain is not supported' saying what was expected when none. */
export function chainFor(wallet: Wallet, network: Network): IdentifierString {
  const chain = findWalletChain(wallet.chains, network)
  if (!chain) {
    throw new ChainNotSupportedError({
      details: `${wallet.name} does not list ${toStandardChains(network).join(' or ')} among its chains`,
    })
  }
  return chain
}
