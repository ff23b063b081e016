import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import { InvalidWalletResponseError, MethodNotSupportedError, type Network } from '@walletport/core'
import { encodeBase58 } from '@walletport/core/adapter'
import { getConnection, type SolanaAdapterState } from './solanaAdapterState.js'
import { featuresOf } from './solanaFeatures.js'
import { withUserRejection } from './withUserRejection.js'

/**
 * Has the wallet sign and send `wire` (`solana:signAndSendTransaction`), or, for a wallet without it, sign
 * (`solana:signTransaction`) and sends the signed bytes through the adapter's Connection. Returns the signature.
 */
export async function sendSolanaWire(
  state: SolanaAdapterState,
  {
    wallet,
    account,
    chain,
    wire,
    network,
  }: { wallet: Wallet; account: WalletAccount; chain: IdentifierString; wire: Uint8Array; network: Network },
): Promise<string> {
  const features = featuresOf(wallet)
  const preflightCommitment = state.commitment as 'confirmed'
  const signAndSend = features['solana:signAndSendTransaction']
  if (signAndSend) {
    const outputs = await withUserRejection(() =>
      signAndSend.signAndSendTransaction({
        account,
        chain,
        transaction: wire,
        options: { preflightCommitment },
      }),
    )
    const signature = outputs?.[0]?.signature
    if (!(signature instanceof Uint8Array) || signature.length !== 64) {
      throw new InvalidWalletResponseError({
        method: 'solana:signAndSendTransaction',
        expected: 'one 64-byte signature',
        received: outputs,
      })
    }
    return encodeBase58(signature)
  }
  const sign = features['solana:signTransaction']
  if (!sign) throw new MethodNotSupportedError({ method: 'sendTransaction', namespace: 'solana' })
  const outputs = await withUserRejection(() => sign.signTransaction({ account, chain, transaction: wire }))
  const signed = outputs?.[0]?.signedTransaction
  if (!(signed instanceof Uint8Array)) {
    throw new InvalidWalletResponseError({
      method: 'solana:signTransaction',
      expected: 'one signed transaction',
      received: outputs,
    })
  }
  const connection = await getConnection(state, network)
  return connection.sendRawTransaction(signed, { preflightCommitment })
}
