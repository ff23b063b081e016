import { WalletPortError } from '@walletport/core'

/** `getKitSigners` was given an object that `createSolanaAdapter` did not return (a copy or another adapter). */
export class UnknownSolanaAdapterError extends WalletPortError {
  override name = 'UnknownSolanaAdapterError'
  constructor() {
    super(
      'getKitSigners: expected the adapter createSolanaAdapter returned, received another object (a copy or spread of it loses the connection)',
    )
  }
}
