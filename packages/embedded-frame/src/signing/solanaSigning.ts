import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64 } from '@scure/base'
import { InvalidSignRequestError } from './evmSigning.js'

function readShortVec(bytes: Uint8Array, offset: number): { value: number; next: number } {
  let value = 0
  for (let shift = 0, index = offset; index < bytes.length && shift <= 14; shift += 7, index += 1) {
    const byte = bytes[index] ?? 0
    value |= (byte & 0x7f) << shift
    if ((byte & 0x80) === 0) return { value, next: index + 1 }
  }
  throw new InvalidSignRequestError('Malformed Solana transaction: bad length prefix')
}

/** Signs a wire-format transaction (legacy or v0) in place of this key's signature slot. */
export function signSolanaTransaction(
  wire: Uint8Array,
  account: { publicKey: Uint8Array; secretKey: Uint8Array },
): Uint8Array {
  const signatures = readShortVec(wire, 0)
  const messageStart = signatures.next + signatures.value * 64
  if (signatures.value === 0 || messageStart >= wire.length)
    throw new InvalidSignRequestError('Malformed Solana transaction: no signature slots')
  const message = wire.subarray(messageStart)
  const versioned = ((message[0] ?? 0) & 0x80) !== 0
  const header = versioned ? 1 : 0
  const requiredSignatures = message[header] ?? 0
  const keys = readShortVec(message, header + 3)
  if (requiredSignatures !== signatures.value || keys.value < requiredSignatures)
    throw new InvalidSignRequestError(
      'Malformed Solana transaction: signature count does not match its header',
    )
  let slot = -1
  for (let index = 0; index < requiredSignatures; index += 1) {
    const key = message.subarray(keys.next + index * 32, keys.next + (index + 1) * 32)
    if (key.length === 32 && key.every((byte, position) => byte === account.publicKey[position])) slot = index
  }
  if (slot < 0) throw new InvalidSignRequestError('This wallet is not a signer of the transaction')
  const signed = wire.slice()
  signed.set(ed25519.sign(message, account.secretKey), signatures.next + slot * 64)
  return signed
}

function decodeTransaction(text: unknown): Uint8Array {
  if (typeof text !== 'string') throw new InvalidSignRequestError('Expected a base64 transaction')
  try {
    return base64.decode(text)
  } catch {
    throw new InvalidSignRequestError('Expected a base64 transaction')
  }
}

type SolanaAccount = { address: string; publicKey: Uint8Array; secretKey: Uint8Array }

/**
 * The Solana sign calls. Params and results are base58 / base64 text so they cross postMessage as plain JSON;
 * signAndSend only signs here: the dapp side sends it through its own RPC.
 */
export function signSolanaRequest(
  method: string,
  params: unknown,
  account: SolanaAccount,
): Record<string, unknown> {
  const input = (params ?? {}) as Record<string, unknown>
  switch (method) {
    case 'solana_signMessage': {
      if (typeof input.message !== 'string')
        throw new InvalidSignRequestError('solana_signMessage expects { message (base58) }')
      if (input.pubkey !== undefined && input.pubkey !== account.address)
        throw new InvalidSignRequestError(
          `solana_signMessage asks for ${String(input.pubkey)}, this wallet is ${account.address}`,
        )
      let message: Uint8Array
      try {
        message = base58.decode(input.message)
      } catch {
        throw new InvalidSignRequestError('solana_signMessage: the message is not base58')
      }
      return { signature: base58.encode(ed25519.sign(message, account.secretKey)) }
    }
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction':
      return {
        transaction: base64.encode(signSolanaTransaction(decodeTransaction(input.transaction), account)),
      }
    case 'solana_signAllTransactions': {
      if (!Array.isArray(input.transactions) || input.transactions.length === 0)
        throw new InvalidSignRequestError('solana_signAllTransactions expects { transactions: base64[] }')
      return {
        transactions: input.transactions.map((transaction) =>
          base64.encode(signSolanaTransaction(decodeTransaction(transaction), account)),
        ),
      }
    }
    default:
      throw new InvalidSignRequestError(`${method} is not a Solana sign call`)
  }
}
