import { UnauthorizedProviderError, UserRejectedRequestError } from '@walletport/core'
import { Psbt } from 'bitcoinjs-lib'
import { network, recipient, useBitcoinNode } from '../../test/bitcoinTestSetup.js'
import { toBitcoinJsNetwork } from '../bitcoinNetworkKind.js'
import { buildPaymentPsbt } from '../buildPaymentPsbt.js'
import { createEsploraClient } from '../createEsploraClient.js'
import { InvalidPsbtError } from '../errors.js'

// Against a real bcoin regtest node (the UTXOs) and the devnet's test wallet (the signatures).
const env = useBitcoinNode()

async function paymentPsbt(from: string): Promise<Psbt> {
  const esplora = createEsploraClient(env.node.esploraUrl)
  const { psbt } = await buildPaymentPsbt(esplora, {
    network,
    from,
    fromType: 'p2wpkh',
    to: recipient,
    toType: 'p2wpkh',
    value: 20_000n,
    feeRate: 2,
  })
  return psbt
}

describe('signPsbt', () => {
  it('signs the listed inputs and returns the PSBT without broadcasting it', async () => {
    const { adapter, wallet } = await env.connectedSetup()
    const sender = wallet.accounts.payment.address
    const psbt = await paymentPsbt(sender)
    const inputs = psbt.data.inputs.map((_, index) => index)
    const { psbt: signed } = await adapter.signPsbt({
      psbt: psbt.toBase64(),
      signInputs: { [sender]: inputs },
    })
    const decoded = Psbt.fromBase64(signed, { network: toBitcoinJsNetwork(network) })
    expect(decoded.data.inputs.every((input) => input.partialSig?.length || input.finalScriptWitness)).toBe(
      true,
    )
    const txid = decoded.finalizeAllInputs().extractTransaction().getId()
    // Nothing was broadcast: the node does not know the transaction.
    expect((await fetch(`${env.node.esploraUrl}/tx/${txid}`)).ok).toBe(false)
  })

  it('checks the PSBT and the inputs before asking the wallet', async () => {
    const { adapter, wallet } = await env.connectedSetup()
    const sender = wallet.accounts.payment.address
    const psbt = (await paymentPsbt(sender)).toBase64()
    await expect(
      adapter.signPsbt({ psbt: 'not a psbt', signInputs: { [sender]: [0] } }),
    ).rejects.toBeInstanceOf(InvalidPsbtError)
    await expect(adapter.signPsbt({ psbt, signInputs: { [sender]: [99] } })).rejects.toThrow(InvalidPsbtError)
    await expect(adapter.signPsbt({ psbt, signInputs: { [recipient]: [0] } })).rejects.toBeInstanceOf(
      UnauthorizedProviderError,
    )
  })

  it('a refusal in the wallet is UserRejectedRequestError', async () => {
    const { adapter, wallet } = await env.connectedSetup()
    const sender = wallet.accounts.payment.address
    const psbt = (await paymentPsbt(sender)).toBase64()
    wallet.setBehavior('reject', 'signPsbt')
    await expect(adapter.signPsbt({ psbt, signInputs: { [sender]: [0] } })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })
})
