import type { CometClient } from '@cosmjs/tendermint-rpc'
import type { HistoryEntry, HistoryPage, HistoryTransfer, Network } from '@walletport/core'
import { formatUnits } from '@walletport/core/adapter'
import type { Cosmjs } from './loadCosmjs.js'

type TxSearchResult = Awaited<ReturnType<CometClient['txSearch']>>
type FoundTx = TxSearchResult['txs'][number]

const MSG_SEND = '/cosmos.bank.v1beta1.MsgSend'

/** One page of a tx_search; a page past the end (CometBFT errors on it) is an empty one. */
async function searchPage(
  comet: CometClient,
  query: string,
  page: number,
  perPage: number,
): Promise<TxSearchResult> {
  try {
    return await comet.txSearch({ query, page, per_page: perPage, order_by: 'desc' })
  } catch (error) {
    if (/page should be within/i.test(String(error))) return { totalCount: 0, txs: [] }
    throw error
  }
}

function attribute(tx: FoundTx, type: string, key: string): string[] {
  return tx.result.events
    .filter((event) => event.type === type)
    .flatMap((event) => event.attributes.filter((entry) => entry.key === key).map((entry) => entry.value))
}

function toEntry(
  cosmjs: Cosmjs,
  tx: FoundTx,
  address: string,
  network: Network,
  minedAt: string,
): HistoryEntry {
  const hash = cosmjs.toHex(tx.hash).toUpperCase()
  const denom = String(network.custom?.denom ?? '')
  const { decimals, symbol, name } = network.nativeCurrency
  const transfers: HistoryTransfer[] = []
  let sentFrom: string | undefined
  let sentTo: string | undefined
  for (const message of cosmjs.decodeTxRaw(tx.tx).body.messages) {
    if (message.typeUrl !== MSG_SEND) continue
    const send = cosmjs.MsgSend.decode(message.value)
    if (send.fromAddress !== address && send.toAddress !== address) continue
    sentFrom ??= send.fromAddress
    sentTo ??= send.toAddress
    const direction =
      send.fromAddress === address ? (send.toAddress === address ? 'self' : 'out') : ('in' as const)
    for (const coin of send.amount.filter((entry) => entry.denom === denom)) {
      transfers.push({
        direction,
        quantity: { numeric: formatUnits(BigInt(coin.amount), decimals) },
        fungible_info: { name, symbol },
      })
    }
  }
  const outgoing = attribute(tx, 'message', 'sender').includes(address)
  return {
    id: hash,
    metadata: {
      minedAt,
      chain: network.caipNetworkId,
      hash,
      status: tx.result.code === 0 ? 'confirmed' : 'failed',
      sentFrom,
      sentTo,
      operationType: transfers.length === 0 ? 'execute' : outgoing ? 'send' : 'receive',
    },
    transfers,
  }
}

/**
 * One history page from the node's tx index: the address's sent transactions (`message.sender`) and received ones
 * (`transfer.recipient`, minus those it also sent, so the two never overlap), both newest first. The cursor is the
 * page number, shared by both searches; there is a next page while either search has more.
 */
export async function getCosmosHistory(
  cosmjs: Cosmjs,
  comet: CometClient,
  {
    address,
    network,
    cursor,
    pageSize,
  }: { address: string; network: Network; cursor?: string; pageSize: number },
): Promise<HistoryPage> {
  const page = cursor === undefined ? 1 : Number(cursor)
  if (!Number.isInteger(page) || page < 1)
    throw new Error(`Invalid history cursor "${cursor}": expected a page number from 1`)
  const [sent, received] = await Promise.all([
    searchPage(comet, `message.sender='${address}'`, page, pageSize),
    searchPage(comet, `transfer.recipient='${address}'`, page, pageSize),
  ])
  const incoming = received.txs.filter((tx) => !attribute(tx, 'message', 'sender').includes(address))
  const txs = [...sent.txs, ...incoming].sort((a, b) => b.height - a.height || b.index - a.index)
  const times = new Map<number, Promise<string>>()
  const timeAt = (height: number) => {
    let time = times.get(height)
    if (!time) {
      time = comet.block(height).then(({ block }) => block.header.time.toISOString())
      times.set(height, time)
    }
    return time
  }
  const data = await Promise.all(
    txs.map(async (tx) => toEntry(cosmjs, tx, address, network, await timeAt(tx.height))),
  )
  const more = page * pageSize < Math.max(sent.totalCount, received.totalCount)
  return more ? { data, next: String(page + 1) } : { data }
}
