import type { WalletPortState } from '@walletport/core'
import type { Address } from 'viem'

/** What wagmi knows of a connection: WalletPort's eip155 accounts (the active one first) and chain. */
export type EvmConnection =
  | { status: 'connected'; accounts: readonly [Address, ...Address[]]; chainId: number }
  | { status: 'connecting' | 'reconnecting' | 'disconnected' }

/** Reads the eip155 connection out of WalletPort's state; a pure function, so both sides read the same facts. */
export function readEvmConnection(state: WalletPortState): EvmConnection {
  const chain = state.chains.eip155
  if (!chain) return { status: 'disconnected' }
  const { status, address, allAccounts } = chain.accountState
  const chainId = chain.networkState.caipNetwork?.id
  if (status !== 'connected' || address === undefined || typeof chainId !== 'number') {
    return { status: status === 'connected' ? 'reconnecting' : status }
  }
  const others = allAccounts.map((account) => account.address).filter((other) => other !== address)
  return { status: 'connected', accounts: [address, ...others] as [Address, ...Address[]], chainId }
}

/** Same accounts (in order) and chain. */
export function sameEvmConnection(a: EvmConnection, b: EvmConnection): boolean {
  if (a.status !== 'connected' || b.status !== 'connected') return a.status === b.status
  return (
    a.chainId === b.chainId &&
    a.accounts.length === b.accounts.length &&
    a.accounts.every((account, index) => account === b.accounts[index])
  )
}
