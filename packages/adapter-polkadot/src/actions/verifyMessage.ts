import { stringToU8a, u8aWrapBytes } from '@polkadot/util'
import { signatureVerify } from '@polkadot/util-crypto'
import type { Network } from '@walletport/core'
import { findAdapterNetwork } from '@walletport/core/adapter'
import { toNetworkAddress } from '../address/toNetworkAddress.js'
import type { PolkadotContext } from '../context.js'

/** Whether `signature` is `address`'s over the `<Bytes>`-wrapped message (any key type; `signatureVerify`). */
export async function verifyMessage(
  context: PolkadotContext,
  {
    message,
    signature,
    address,
    network,
  }: { message: string; signature: string; address: string; network: Network },
): Promise<boolean> {
  const account = toNetworkAddress(address, findAdapterNetwork(context.networks, network))
  try {
    return signatureVerify(u8aWrapBytes(stringToU8a(message)), signature, account).isValid
  } catch {
    return false
  }
}
