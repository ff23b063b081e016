import type { Balance, Network } from '@walletport/core'
import { toBalance } from '@walletport/core/adapter'
import { loadWeb3 } from '../loadWeb3.js'
import { getConnection, type SolanaAdapterState } from '../solanaAdapterState.js'
import { validateSolanaAddress } from '../validateSolanaAddress.js'

/**
 * The address's lamports, from the network's RPC. `getBalanceAndContext`, not web3.js' `getBalance`, which turns
 * every failure (a node time-out, a 429) into a bare Error of its text.
 */
export async function getBalance(
  state: SolanaAdapterState,
  { address, network }: { address: string; network: Network },
): Promise<Balance> {
  validateSolanaAddress(address)
  const [{ PublicKey }, connection] = await Promise.all([loadWeb3(), getConnection(state, network)])
  const { value } = await connection.getBalanceAndContext(new PublicKey(address))
  return toBalance(BigInt(value), network)
}
