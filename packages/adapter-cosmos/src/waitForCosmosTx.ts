import type { CometClient } from '@cosmjs/tendermint-rpc'
import { TimeoutError, type TransactionReceipt } from '@walletport/core'
import type { Cosmjs } from './loadCosmjs.js'

const POLL_INTERVAL_MS = 500

/** The fee in `denom` a transaction's auth info carries (what the SDK takes, whatever gas was used). */
export function feeOf(cosmjs: Cosmjs, tx: Uint8Array, denom: string): bigint | undefined {
  const coins = cosmjs.decodeTxRaw(tx).authInfo.fee?.amount
  if (!coins) return undefined
  return coins.filter((coin) => coin.denom === denom).reduce((sum, coin) => sum + BigInt(coin.amount), 0n)
}

/** Polls the node's `tx` by hash until the transaction is in a block; a non-zero code is a reverted receipt. */
export async function waitForCosmosTx(
  cosmjs: Cosmjs,
  comet: CometClient,
  { hash, denom, timeoutMs }: { hash: string; denom: string; timeoutMs: number },
): Promise<TransactionReceipt> {
  const deadline = Date.now() + timeoutMs
  let lastError: unknown
  for (;;) {
    try {
      const found = await comet.tx({ hash: cosmjs.fromHex(hash) })
      return {
        hash,
        status: found.result.code === 0 ? 'success' : 'reverted',
        blockNumber: BigInt(found.height),
        fee: feeOf(cosmjs, found.tx, denom),
      }
    } catch (error) {
      // CometBFT answers "tx (HASH) not found" until the transaction is indexed.
      lastError = error
    }
    if (Date.now() + POLL_INTERVAL_MS > deadline) {
      throw new TimeoutError({
        details: `Transaction ${hash} was not found within ${timeoutMs} ms`,
        cause: lastError,
      })
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS))
  }
}
