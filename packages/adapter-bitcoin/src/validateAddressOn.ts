import { InvalidAddressError, type Network } from '@walletport/core'
import { toBitcoinJsNetwork } from './bitcoinNetworkKind.js'
import { type BitcoinAddressType, validateBitcoinAddress } from './validateBitcoinAddress.js'

/** `validateBitcoinAddress` on a WalletPort network; an address of another network says which one was expected. */
export function validateAddressOn(address: string, network: Network): BitcoinAddressType {
  try {
    return validateBitcoinAddress(address, toBitcoinJsNetwork(network))
  } catch (error) {
    if (error instanceof InvalidAddressError && /prefix|another network/.test(error.rule)) {
      throw new InvalidAddressError({
        address,
        rule: `not a ${network.name} address (${error.rule})`,
        cause: error,
      })
    }
    throw error
  }
}
