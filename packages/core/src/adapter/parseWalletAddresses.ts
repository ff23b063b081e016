import { InvalidAddressError, InvalidWalletResponseError } from '../errors/adapter.js'

export interface ParseWalletAddressParameters {
  /** The wallet call or event the value came from ('eth_requestAccounts', 'accountsChanged'…), for the error. */
  method: string
  /** The chain's address check: throws `InvalidAddressError` naming the rule broken. */
  validate: (address: string) => void
}

/**
 * One address a wallet handed over, checked before anything uses it: a string that passes the chain's check, else
 * `InvalidWalletResponseError` saying what was expected and what came. A wallet is untrusted input.
 */
export function parseWalletAddress(
  value: unknown,
  { method, validate }: ParseWalletAddressParameters,
): string {
  if (typeof value !== 'string') {
    throw new InvalidWalletResponseError({ method, expected: 'an address string', received: value })
  }
  try {
    validate(value)
  } catch (cause) {
    if (!(cause instanceof InvalidAddressError)) throw cause
    throw new InvalidWalletResponseError({
      method,
      expected: `an address (${cause.rule})`,
      received: value,
      cause,
    })
  }
  return value
}

/** A list of addresses a wallet handed over (connect, reconnect, account events), each checked as above. */
export function parseWalletAddresses(value: unknown, parameters: ParseWalletAddressParameters): string[] {
  if (!Array.isArray(value)) {
    throw new InvalidWalletResponseError({
      method: parameters.method,
      expected: 'a list of addresses',
      received: value,
    })
  }
  return value.map((address) => parseWalletAddress(address, parameters))
}
