import { InvalidWalletResponseError } from '@walletport/core'

const HEX_QUANTITY = /^0x[0-9a-fA-F]+$/

/** A chain id as a wallet sends it (EIP-1193: a hex quantity; some send a number) as a positive integer. */
export function parseEvmChainId(value: unknown, method: string): number {
  const chainId =
    typeof value === 'string' && HEX_QUANTITY.test(value)
      ? Number(value)
      : typeof value === 'number'
        ? value
        : Number.NaN
  if (!Number.isSafeInteger(chainId) || chainId <= 0) {
    throw new InvalidWalletResponseError({
      method,
      expected: 'a chain id as a hex quantity (0x1)',
      received: value,
    })
  }
  return chainId
}
