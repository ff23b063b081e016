import type { WalletPortClient } from '../client/WalletPortClient.js'
import { RecipientNotFoundError } from '../errors/send.js'
import type { Network } from '../networks/types.js'

export interface Recipient {
  address: string
  /** The name the user typed, when the address came from a name. */
  name?: string
}

/** Text that can be a name: labels of letters, digits and hyphens, dot-separated (ENS, the app's name service). */
const NAME = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*$/u

async function addressOfName(client: WalletPortClient, name: string, network: Network) {
  const adapter = client.getAdapter(network.chainNamespace)
  const fromChain = adapter.resolveName ? await adapter.resolveName({ name, network }) : null
  if (fromChain) return fromChain
  const service = client.options.nameService
  if (!service?.namespaces.includes(network.chainNamespace)) return null
  const record = await client.names.lookup(name)
  return record?.addresses[network.caipNetworkId] ?? null
}

/**
 * The address `input` stands for on `network`: an address the namespace's adapter accepts (`validateAddress`), or a
 * name resolved by the adapter (ENS on eip155 mainnet networks) or else the app's name service, whose address is
 * checked in turn. A name that points nowhere on the network is refused with `RecipientNotFoundError`; text that is
 * neither an address nor a name with a dot with the adapter's `InvalidAddressError`, which says what is wrong.
 */
export async function resolveRecipient(
  client: WalletPortClient,
  { input, network }: { input: string; network: Network },
): Promise<Recipient> {
  const text = input.trim()
  const adapter = client.getAdapter(network.chainNamespace)
  let invalid: unknown
  try {
    await adapter.validateAddress({ address: text, network })
    return { address: text }
  } catch (error) {
    invalid = error
  }
  if (!NAME.test(text)) throw invalid
  const address = await addressOfName(client, text, network)
  if (!address) {
    if (text.includes('.')) throw new RecipientNotFoundError({ name: text, network: network.name })
    throw invalid
  }
  await adapter.validateAddress({ address, network })
  return { address, name: text }
}
