import { bytesToHex, InvalidWalletResponseError, type Network } from '@walletport/core'
import { findAdapterNetwork } from '@walletport/core/adapter'
import { toNetworkAddress } from '../address/toNetworkAddress.js'
import type { PolkadotContext } from '../context.js'
import { walletCall } from '../wallet/walletCall.js'
import { wrapBytes } from '../wallet/wrapBytes.js'

/** A signature is 64 bytes (sr25519, ed25519) or 65 (ecdsa), optionally after a one-byte scheme prefix. */
const SIGNATURE_BYTES = new Set([64, 65, 66])

/**
 * `signer.signRaw` over the message wrapped as extensions wrap it (`<Bytes>…</Bytes>`, so it can never be a
 * transaction payload); the address must be one the connection holds. Returns the hex signature.
 */
export async function signMessage(
  context: PolkadotContext,
  { message, address, network }: { message: string; address: string; network: Network },
): Promise<string> {
  const target = findAdapterNetwork(context.networks, network)
  const signerAddress = toNetworkAddress(address, target)
  const connection = context.slot.require()
  if (!connection.accounts.some((account) => account.address === signerAddress)) {
    throw new InvalidWalletResponseError({
      method: 'signRaw',
      expected: `one of the connected accounts (${connection.accounts.map((a) => a.address).join(', ')})`,
      received: address,
    })
  }
  const { signRaw } = connection.extension.signer
  if (!signRaw)
    throw new InvalidWalletResponseError({ method: 'signRaw', details: 'The extension has no signRaw.' })
  const data = `0x${bytesToHex(wrapBytes(message))}`
  const result = await walletCall(() => signRaw({ address: signerAddress, data, type: 'bytes' }))
  const signature = (result as { signature?: unknown } | undefined)?.signature
  if (
    typeof signature !== 'string' ||
    !/^0x([0-9a-f]{2})+$/i.test(signature) ||
    !SIGNATURE_BYTES.has((signature.length - 2) / 2)
  ) {
    throw new InvalidWalletResponseError({
      method: 'signRaw',
      expected: 'a hex signature of 64–66 bytes',
      received: signature,
    })
  }
  return signature
}
