import { HttpRequestError, TimeoutError, type TransactionReceipt } from '@walletport/core'
import {
  type AdapterParameters,
  type Clock,
  hexToBytes,
  waitUntil,
  withConfirmationDefaults,
} from '@walletport/core/adapter'
import { type CosmosAdapterState, cometFor } from '../cosmosAdapterState.js'
import { cosmosChainOf } from '../cosmosChainOf.js'
import { cosmosConfirmationDefaults } from '../cosmosConfirmationDefaults.js'
import { type Cosmjs, loadCosmjs } from '../loadCosmjs.js'

/** Other failed `tx` queries in a row tolerated before the error surfaces. */
const TRANSIENT_FAILURES = 3

/**
 * Asked again: CometBFT's "tx (HASH) not found" until the transaction is in a block and indexed, a node out of
 * reach, answering 429/503 (after its Retry-After) or not answering a request in time until the time-out, anything
 * else a few times.
 */
const askAgain = (error: unknown, failures: number) =>
  /not found/i.test(error instanceof Error ? error.message : String(error)) ||
  error instanceof HttpRequestError ||
  error instanceof TimeoutError ||
  failures < TRANSIENT_FAILURES

/** The fee in `denom` a transaction's auth info carries (what the SDK takes, whatever gas was used). */
function feeOf(cosmjs: Cosmjs, tx: Uint8Array, denom: string): bigint | undefined {
  const coins = cosmjs.decodeTxRaw(tx).authInfo.fee?.amount
  if (!coins) return undefined
  return coins.filter((coin) => coin.denom === denom).reduce((sum, coin) => sum + BigInt(coin.amount), 0n)
}

/**
 * Polls the node's `tx` by hash until the transaction is in a block (and, for more than one confirmation, that
 * many blocks deep), per the adapter's `confirmation` option; a non-zero code is a `reverted` receipt whose fee
 * is the one the transaction carried (the SDK takes all of it).
 */
export async function waitForTransaction(
  state: CosmosAdapterState,
  { hash, network }: AdapterParameters<'waitForTransaction'>,
  clock?: Clock,
): Promise<TransactionReceipt> {
  const { denom } = cosmosChainOf(network)
  const { timeoutMs, pollMs, confirmations } = withConfirmationDefaults(
    state.options.confirmation,
    cosmosConfirmationDefaults,
  )
  const key = hexToBytes(hash)
  const cosmjs = await loadCosmjs()
  const comet = await cometFor(state, network)
  const found = await waitUntil(
    async () => {
      const tx = await comet.tx({ hash: key })
      if (confirmations > 1) {
        const { syncInfo } = await comet.status()
        if (syncInfo.latestBlockHeight - tx.height + 1 < confirmations) return undefined
      }
      return tx
    },
    {
      waitingFor: `transaction ${hash} on ${network.name}`,
      timeoutMs,
      pollMs,
      retryOn: askAgain,
      ...(clock && { clock }),
    },
  )
  return {
    hash,
    status: found.result.code === 0 ? 'success' : 'reverted',
    blockNumber: BigInt(found.height),
    fee: feeOf(cosmjs, found.tx, denom),
  }
}
