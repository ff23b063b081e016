import type { WalletPortClient } from '@walletport/core'
import { UserRejectedRequestError } from 'viem'
import { ConnectModalClosedError } from './errors.js'
import { type EvmConnection, readEvmConnection } from './readEvmConnection.js'

type Connected = Extract<EvmConnection, { status: 'connected' }>

/**
 * Settles on the client's state: resolves once an EVM account is connected, rejects (as wagmi expects a refusal,
 * `UserRejectedRequestError`) once the modal is closed with no eip155 connect in flight.
 */
export function waitForEvmConnection(client: WalletPortClient): Promise<Connected> {
  return new Promise((resolve, reject) => {
    const check = (): boolean => {
      const state = client.getState()
      const connection = readEvmConnection(state)
      if (connection.status === 'connected') {
        resolve(connection)
        return true
      }
      if (!state.modal.open && connection.status === 'disconnected') {
        reject(new UserRejectedRequestError(new ConnectModalClosedError()))
        return true
      }
      return false
    }
    if (check()) return
    const unsubscribe = client.subscribe(() => {
      if (check()) unsubscribe()
    })
  })
}
