import type { Balance, Network } from '@walletport/core'
import { toBalance } from '@walletport/core/adapter'
import { loadWeb3 } from '../loadWeb3.js'
import { getConnection, type SolanaAdapterState } from '../solanaAdapterState.js'
import { validateSolanaAddress } from '../validateSolanaAddress.js'

/** The address's lamports, from the network's RPC. */
export async function getBalance(
  state: SolanaAdapterState,
  { address, network }: { address: string; network: Network },
): Promise<Balance> {
  validateSolanaAddress(address)
  const [{ PublicKey }, connection] = await Promise.all([loadWeb3(), getConnection(state, network)])
  return toBalance(BigInt(await connection.getBalance(new PublicKey(address))), network)
}
