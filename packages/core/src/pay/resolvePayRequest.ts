import type { WalletPortClient } from '../client/WalletPortClient.js'
import { InvalidPaymentError } from '../errors/pay.js'
import { parseSendAmount } from '../send/parseSendAmount.js'
import type { PayParameters, PayRequest } from './types.js'

/**
 * Checks a payment request before the modal opens: the network is one of the app's, the amount is a positive decimal
 * in the asset's decimals, the recipient an address of that network (the adapter's rules). Rejects naming the field.
 */
export async function resolvePayRequest(
  client: WalletPortClient,
  parameters: PayParameters,
): Promise<PayRequest> {
  const id = typeof parameters.network === 'string' ? parameters.network : parameters.network.caipNetworkId
  const network = client.options.networks.find((candidate) => candidate.caipNetworkId === id)
  if (!network) {
    const known = client.options.networks.map((candidate) => candidate.caipNetworkId).join(', ')
    throw new InvalidPaymentError(
      `pay: the network ${id} is not one of the app's networks: expected one of ${known}, received ${id}`,
    )
  }
  const { asset } = parameters
  if (!Number.isSafeInteger(asset.decimals) || asset.decimals < 0 || asset.decimals > 36) {
    throw new InvalidPaymentError(
      `pay: asset.decimals must be a whole number from 0 to 36, received ${asset.decimals}`,
    )
  }
  const amount = parseSendAmount(parameters.amount, asset.decimals)
  await client.getAdapter(network.chainNamespace).validateAddress({ address: parameters.recipient, network })
  return { recipient: parameters.recipient, amount, amountText: parameters.amount.trim(), asset, network }
}
