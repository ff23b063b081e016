import type { Connection, PublicKey, VersionedTransactionResponse } from '@solana/web3.js'
import type { HistoryEntry, HistoryPage, Network } from '@walletport/core'
import { formatUnits } from '@walletport/core/adapter'

function toEntry(
  response: VersionedTransactionResponse,
  signature: string,
  address: string,
  network: Network,
): HistoryEntry {
  const keys = response.transaction.message.staticAccountKeys.map((key) => key.toBase58())
  const meta = response.meta
  const deltaOf = (index: number) =>
    BigInt(meta?.postBalances[index] ?? 0) - BigInt(meta?.preBalances[index] ?? 0)
  const index = keys.indexOf(address)
  const feePayer = keys[0]
  // The fee is not part of what was sent: add it back for the payer.
  let delta = index === -1 ? 0n : deltaOf(index)
  if (address === feePayer) delta += BigInt(meta?.fee ?? 0)
  const direction = delta < 0n ? 'out' : delta > 0n ? 'in' : 'self'
  const receiver = keys.find((_key, i) => i !== 0 && deltaOf(i) > 0n)
  const { decimals, symbol, name } = network.nativeCurrency
  return {
    id: signature,
    metadata: {
      minedAt: new Date((response.blockTime ?? 0) * 1000).toISOString(),
      chain: network.caipNetworkId,
      hash: signature,
      status: meta?.err ? 'failed' : 'confirmed',
      ...(feePayer && { sentFrom: feePayer }),
      ...(receiver && { sentTo: receiver }),
      operationType: direction === 'out' ? 'send' : direction === 'in' ? 'receive' : 'execute',
    },
    transfers: [
      {
        direction,
        quantity: { numeric: formatUnits(delta < 0n ? -delta : delta, decimals) },
        fungible_info: { name, symbol },
      },
    ],
  }
}

/**
 * One page of `address`'s transactions, newest first: `getSignaturesForAddress` (before = cursor) then
 * `getTransaction` for each. The native amount is the address's balance change, fee excluded; `next` is the
 * page's last signature when the page is full.
 */
export async function getSolanaHistory(
  connection: Connection,
  {
    address,
    publicKey,
    network,
    cursor,
    pageSize,
  }: {
    address: string
    publicKey: PublicKey
    network: Network
    cursor?: string
    pageSize: number
  },
): Promise<HistoryPage> {
  const signatures = await connection.getSignaturesForAddress(publicKey, {
    limit: pageSize,
    ...(cursor !== undefined && { before: cursor }),
  })
  const responses = await Promise.all(
    signatures.map(({ signature }) =>
      connection.getTransaction(signature, { maxSupportedTransactionVersion: 0, commitment: 'confirmed' }),
    ),
  )
  const data = responses.flatMap((response, i) => {
    const signature = signatures[i]!.signature
    return response ? [toEntry(response, signature, address, network)] : []
  })
  const last = signatures.at(-1)?.signature
  return signatures.length === pageSize && last !== undefined ? { data, next: last } : { data }
}
