import type { Network } from '@walletport/core'
import type { BitcoinAdapterState } from '../bitcoinAdapterState.js'
import { withUserRejection } from '../toUserRejection.js'
import { validateAddressOn } from '../validateAddressOn.js'

/** BIP-322 simple for segwit and taproot addresses, the legacy (BIP-137) format for p2pkh; base64. */
export async function signMessage(
  state: BitcoinAdapterState,
  { message, address, network }: { message: string; address: string; network: Network },
): Promise<string> {
  const type = validateAddressOn(address, network)
  const { client } = state.connection.require()
  return withUserRejection(() =>
    client.signMessage({ address, message, protocol: type === 'p2pkh' ? 'legacy' : 'bip322' }),
  )
}
