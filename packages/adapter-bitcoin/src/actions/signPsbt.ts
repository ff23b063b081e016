import { InvalidWalletResponseError, type Network, UnauthorizedProviderError } from '@walletport/core'
import { Psbt } from 'bitcoinjs-lib'
import type { BitcoinAdapterState } from '../bitcoinAdapterState.js'
import { toBitcoinJsNetwork } from '../bitcoinNetworkKind.js'
import { InvalidPsbtError } from '../errors.js'
import { withUserRejection } from '../toUserRejection.js'

export interface SignPsbtParameters {
  /** The PSBT, base64. */
  psbt: string
  /** Which inputs each connected address signs: `{ [address]: [inputIndex, …] }`. */
  signInputs: Readonly<Record<string, readonly number[]>>
  /** Default: the connected network. */
  network?: Network
}

function decode(psbt: string, network: Network, what: string): Psbt {
  try {
    return Psbt.fromBase64(psbt, { network: toBitcoinJsNetwork(network) })
  } catch (cause) {
    throw new InvalidPsbtError({ details: `${what} is not a base64 PSBT`, cause })
  }
}

/**
 * Has the connected wallet sign the listed inputs of `psbt` and returns the signed PSBT (base64) without
 * broadcasting it. The PSBT and the input indices are checked before the wallet is asked; a wallet answer that is
 * not a PSBT of the same transaction is `InvalidWalletResponseError`.
 */
export async function signPsbt(
  state: BitcoinAdapterState,
  { psbt, signInputs, network }: SignPsbtParameters,
): Promise<{ psbt: string }> {
  const { client, accounts, network: connected } = state.connection.require()
  const target = network ?? connected
  const unsigned = decode(psbt, target, 'psbt')
  const inputCount = unsigned.data.inputs.length
  for (const [address, indices] of Object.entries(signInputs)) {
    if (!accounts.some((account) => account.address === address))
      throw new UnauthorizedProviderError({ details: `${address} is not a connected account` })
    for (const index of indices) {
      if (!Number.isInteger(index) || index < 0 || index >= inputCount)
        throw new InvalidPsbtError({
          details: `input ${index} of ${address} is not one of the PSBT's ${inputCount} inputs`,
        })
    }
  }
  const answer: unknown = await withUserRejection(() =>
    client.signPsbt({
      psbt,
      signInputs: Object.fromEntries(
        Object.entries(signInputs).map(([address, indices]) => [address, [...indices]]),
      ),
      network: target,
      accounts,
    }),
  )
  const invalid = new InvalidWalletResponseError({
    method: 'signPsbt',
    expected: 'the same PSBT, signed (base64)',
    received: answer,
  })
  if (typeof answer !== 'string') throw invalid
  let signed: Psbt
  try {
    signed = decode(answer, target, 'the answer')
  } catch {
    throw invalid
  }
  const before = unsigned.data.globalMap.unsignedTx.toBuffer()
  const after = signed.data.globalMap.unsignedTx.toBuffer()
  if (after.length !== before.length || after.some((byte, index) => byte !== before[index])) throw invalid
  return { psbt: answer }
}
