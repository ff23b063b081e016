import { type AdapterParameters, findAdapterNetwork } from '@walletport/core/adapter'
import { toNetworkAddress } from '../address/toNetworkAddress.js'
import type { PolkadotContext } from '../context.js'
import { wrapBytes } from '../wallet/wrapBytes.js'

/**
 * Whether `signature` is `address`'s over the `<Bytes>`-wrapped message, any key type (`signatureVerify` of
 * @polkadot/util-crypto, imported on first use with its WASM).
 */
export async function verifyMessage(
  context: PolkadotContext,
  { message, signature, address, network }: AdapterParameters<'verifyMessage'>,
): Promise<boolean> {
  const account = toNetworkAddress(address, findAdapterNetwork(context.networks, network))
  const { cryptoWaitReady, signatureVerify } = await import('../crypto/utilCrypto.js')
  await cryptoWaitReady()
  try {
    return signatureVerify(wrapBytes(message), signature, account).isValid
  } catch {
    return false
  }
}
