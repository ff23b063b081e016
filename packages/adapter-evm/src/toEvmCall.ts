import { InvalidAmountError } from '@walletport/core'
import { encodeAddressWord } from './hex.js'
import { validateEvmAddress } from './validateEvmAddress.js'

/** `transfer(address,uint256)`'s selector. */
const ERC20_TRANSFER = '0xa9059cbb'

/** The ERC-20 `transfer(to, value)` call data. */
export function encodeErc20Transfer(to: string, value: bigint): string {
  if (value < 0n || value >= 2n ** 256n) {
    throw new InvalidAmountError({ amount: value.toString(), expected: 'a uint256' })
  }
  return `${ERC20_TRANSFER}${encodeAddressWord(to)}${value.toString(16).padStart(64, '0')}`
}

/**
 * The call a transfer makes: the native coin to `to` with the app's `data`, or with `token` a `transfer(to, value)`
 * on the token contract carrying no ether. Both addresses are checked first.
 */
export function toEvmCall({
  to,
  value,
  data,
  token,
}: {
  to: string
  value: bigint
  data?: string | undefined
  token?: string | undefined
}): { to: string; value: bigint; data: string | undefined } {
  validateEvmAddress(to)
  if (token === undefined) return { to, value, data }
  validateEvmAddress(token)
  return { to: token, value: 0n, data: encodeErc20Transfer(to, value) }
}
