// The bank module's balance query over CometBFT's JSON-RPC (`abci_query`), with its two protobuf messages written
// and read by hand: the connected button's balance needs no chain library (issue 37). Through cosmjs
// (StargateClient over the Comet client, cosmjs-types' codecs) the same read fetched about 240 KB gzip of JS after
// a wallet was chosen; cosmjs still loads for what needs it (signing, sending, history, fees).
import { fetchNode } from '@walletport/core/adapter'

export const BANK_BALANCE_PATH = '/cosmos.bank.v1beta1.Query/Balance'

/** QueryBalanceRequest { address = 1; denom = 2 } (both strings). */
export function encodeBalanceRequest(address: string, denom: string): Uint8Array {
  return Uint8Array.from([...stringField(1, address), ...stringField(2, denom)])
}

/** QueryBalanceResponse { Coin balance = 1 }, Coin { denom = 1; amount = 2 }: the amount (0 when absent). */
export function decodeBalanceResponse(bytes: Uint8Array): bigint {
  const coin = readFields(bytes).get(1)
  const amount = coin === undefined ? undefined : readFields(coin).get(2)
  if (amount === undefined) return 0n
  const text = new TextDecoder().decode(amount)
  if (!/^\d+$/.test(text))
    throw new Error(`The node answered a balance that is no integer: ${text.slice(0, 80)}`)
  return BigInt(text)
}

interface AbciQueryResult {
  response?: { code?: number; log?: string; value?: string | null; codespace?: string }
}

/**
 * The balance of `address` in `denom` from the node at `url`, read through `fetchNode` (its time-out, 429 and
 * Retry-After, as the cosmjs client over fetch had). A JSON-RPC error, an HTTP error status or a failed query is
 * thrown with the node's words, as cosmjs threw them.
 */
export async function queryBankBalance(
  url: string,
  address: string,
  denom: string,
  timeoutMs?: number | undefined,
): Promise<bigint> {
  const data = [...encodeBalanceRequest(address, denom)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
  const response = await fetchNode(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'abci_query',
      params: { path: BANK_BALANCE_PATH, data, prove: false },
    }),
    timeoutMs,
  })
  if (!response.ok) throw new Error(`Bad status on response: ${response.status}`)
  const body = (await response.json()) as { result?: AbciQueryResult; error?: unknown }
  if (body.error !== undefined) throw new Error(JSON.stringify(body.error))
  const answer = body.result?.response
  if (!answer) throw new Error('The node answered abci_query without a response')
  if (answer.code) throw new Error(`Query failed with (${answer.code}): ${answer.log ?? ''}`)
  return decodeBalanceResponse(fromBase64(answer.value ?? ''))
}

function varint(value: number): number[] {
  const out: number[] = []
  let rest = value
  while (rest > 0x7f) {
    out.push((rest & 0x7f) | 0x80)
    rest >>>= 7
  }
  out.push(rest)
  return out
}

function stringField(field: number, value: string): number[] {
  const bytes = new TextEncoder().encode(value)
  return [...varint((field << 3) | 2), ...varint(bytes.length), ...bytes]
}

/** The length-delimited fields of a message by number (the last one wins); varint fields skipped. */
function readFields(bytes: Uint8Array): Map<number, Uint8Array> {
  const fields = new Map<number, Uint8Array>()
  let at = 0
  const readVarint = () => {
    let value = 0
    let shift = 0
    for (;;) {
      if (at >= bytes.length) throw new Error('The node answered a truncated protobuf message')
      const byte = bytes[at++]!
      value += (byte & 0x7f) * 2 ** shift
      if (byte < 0x80) return value
      shift += 7
      if (shift > 63) throw new Error('The node answered a malformed protobuf varint')
    }
  }
  while (at < bytes.length) {
    const key = readVarint()
    const wire = key % 8
    const field = Math.floor(key / 8)
    if (wire === 0) readVarint()
    else if (wire === 2) {
      const length = readVarint()
      if (at + length > bytes.length) throw new Error('The node answered a truncated protobuf message')
      fields.set(field, bytes.subarray(at, at + length))
      at += length
    } else if (wire === 1) at += 8
    else if (wire === 5) at += 4
    else throw new Error(`The node answered a protobuf wire type ${wire} a balance never has`)
  }
  return fields
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text)
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}
