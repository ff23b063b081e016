import { secp256k1 } from '@noble/curves/secp256k1.js'
import { keccak_256 } from '@noble/hashes/sha3.js'
import { Signature, Transaction, TypedDataEncoder, type TypedDataField } from 'ethers'
import * as z from 'zod/mini'

export class InvalidSignRequestError extends Error {
  override name = 'InvalidSignRequestError'
}

const hexToBytes = (hex: string) =>
  Uint8Array.from(hex.slice(2).match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))
const bytesToHex = (bytes: Uint8Array) =>
  `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** secp256k1 over a 32-byte digest, as Ethereum wants it: r ‖ s ‖ v (27/28). */
function signDigest(
  digest: Uint8Array,
  privateKey: Uint8Array,
): { r: string; s: string; v: 27 | 28; serialized: string } {
  const recovered = secp256k1.sign(digest, privateKey, { prehash: false, format: 'recovered' })
  const recovery = recovered[0] ?? 0
  const r = bytesToHex(recovered.subarray(1, 33))
  const s = bytesToHex(recovered.subarray(33, 65))
  const v = (27 + recovery) as 27 | 28
  return { r, s, v, serialized: `${r}${s.slice(2)}${v.toString(16)}` }
}

/** The bytes personal_sign signs: hex data as bytes, anything else as UTF-8. */
export function personalMessageBytes(message: string): Uint8Array {
  return /^0x([0-9a-fA-F]{2})*$/.test(message) ? hexToBytes(message) : new TextEncoder().encode(message)
}

const personalSignParams = z.tuple([z.string(), z.string()])

/** personal_sign [message, address] (EIP-191). */
export function personalSign(params: unknown, account: { address: string; privateKey: Uint8Array }): string {
  const parsed = personalSignParams.safeParse(params)
  if (!parsed.success) throw new InvalidSignRequestError('personal_sign expects [message, address]')
  const [message, address] = parsed.data
  if (!sameAddress(address, account.address))
    throw new InvalidSignRequestError(`personal_sign asks for ${address}, this wallet is ${account.address}`)
  const bytes = personalMessageBytes(message)
  const prefix = new TextEncoder().encode(`\x19Ethereum Signed Message:\n${bytes.length}`)
  const digest = keccak_256(new Uint8Array([...prefix, ...bytes]))
  return signDigest(digest, account.privateKey).serialized
}

const typedDataSchema = z.object({
  domain: z.record(z.string(), z.unknown()),
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  message: z.record(z.string(), z.unknown()),
})
export type TypedData = z.output<typeof typedDataSchema>

/** The typed data of eth_signTypedData_v4 [address, data], data as JSON text or an object. */
export function parseTypedDataParams(params: unknown): { address: string; typedData: TypedData } {
  if (!Array.isArray(params) || params.length !== 2 || typeof params[0] !== 'string')
    throw new InvalidSignRequestError('eth_signTypedData_v4 expects [address, typedData]')
  let data: unknown = params[1]
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data)
    } catch {
      throw new InvalidSignRequestError('eth_signTypedData_v4: the typed data is not JSON')
    }
  }
  const parsed = typedDataSchema.safeParse(data)
  if (!parsed.success)
    throw new InvalidSignRequestError('eth_signTypedData_v4: expected domain, types, primaryType and message')
  return { address: params[0], typedData: parsed.data }
}

export function signTypedDataV4(
  params: unknown,
  account: { address: string; privateKey: Uint8Array },
): string {
  const { address, typedData } = parseTypedDataParams(params)
  if (!sameAddress(address, account.address))
    throw new InvalidSignRequestError(
      `eth_signTypedData_v4 asks for ${address}, this wallet is ${account.address}`,
    )
  const { EIP712Domain: _domainType, ...types } = typedData.types
  let digest: string
  try {
    digest = TypedDataEncoder.hash(
      typedData.domain,
      types as Record<string, TypedDataField[]>,
      typedData.message,
    )
  } catch (error) {
    throw new InvalidSignRequestError(
      `eth_signTypedData_v4: ${error instanceof Error ? error.message : 'invalid typed data'}`,
    )
  }
  return signDigest(hexToBytes(digest), account.privateKey).serialized
}

const quantity = z.union([z.string().check(z.regex(/^(0x[0-9a-fA-F]+|\d+)$/)), z.number(), z.bigint()])
/** A transaction the dapp side prepared completely (nonce, gas, fees, chain): the frame only signs it. */
export const preparedTransactionSchema = z.object({
  from: z.string(),
  to: z.optional(z.nullable(z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)))),
  value: z.optional(quantity),
  data: z.optional(z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/))),
  nonce: quantity,
  gas: quantity,
  chainId: quantity,
  maxFeePerGas: z.optional(quantity),
  maxPriorityFeePerGas: z.optional(quantity),
  gasPrice: z.optional(quantity),
})
export type PreparedTransaction = z.output<typeof preparedTransactionSchema>

export function parsePreparedTransaction(params: unknown): PreparedTransaction {
  const parsed = preparedTransactionSchema.safeParse(Array.isArray(params) ? params[0] : undefined)
  if (!parsed.success)
    throw new InvalidSignRequestError(
      'eth_sendTransaction expects one prepared transaction (from, to, value, data, nonce, gas, chainId, fees)',
    )
  return parsed.data
}

/** Signs a prepared transaction for `chainId`; answers the raw signed transaction for the dapp to broadcast. */
export function signPreparedTransaction(
  transaction: PreparedTransaction,
  chainId: number,
  account: { address: string; privateKey: Uint8Array },
): string {
  if (!sameAddress(transaction.from, account.address))
    throw new InvalidSignRequestError(
      `The transaction is from ${transaction.from}, this wallet is ${account.address}`,
    )
  if (BigInt(transaction.chainId) !== BigInt(chainId))
    throw new InvalidSignRequestError(
      `The transaction is for chain ${BigInt(transaction.chainId)}, the wallet is on ${chainId}`,
    )
  const eip1559 = transaction.gasPrice === undefined
  const unsigned = Transaction.from({
    type: eip1559 ? 2 : 0,
    chainId: BigInt(transaction.chainId),
    nonce: Number(BigInt(transaction.nonce)),
    gasLimit: BigInt(transaction.gas),
    to: transaction.to ?? null,
    value: BigInt(transaction.value ?? 0),
    data: transaction.data ?? '0x',
    ...(eip1559
      ? {
          maxFeePerGas: BigInt(transaction.maxFeePerGas ?? 0),
          maxPriorityFeePerGas: BigInt(transaction.maxPriorityFeePerGas ?? 0),
        }
      : { gasPrice: BigInt(transaction.gasPrice ?? 0) }),
  })
  const { r, s, v } = signDigest(hexToBytes(unsigned.unsignedHash), account.privateKey)
  unsigned.signature = Signature.from({ r, s, v })
  return unsigned.serialized
}
