import type { TypedData } from 'abitype'
import type { EvmTypedDataDefinition } from '../evmTypedParameters.js'
import type { EvmClient } from './connectedEvm.js'

export type SignTypedDataParameters<
  TTypes extends TypedData = TypedData,
  TPrimaryType extends keyof TTypes & string = keyof TTypes & string,
> = EvmTypedDataDefinition<TTypes, TPrimaryType> & {
  /** The signer; the connected account when omitted. */
  address?: string
}

/**
 * EIP-712 typed-data signing (`eth_signTypedData_v4`) through the client's eip155 adapter: `message` is typed
 * from `types` and `primaryType`, so a wrong field or value type does not compile. Returns the signature.
 */
export function signTypedData<const TTypes extends TypedData, TPrimaryType extends keyof TTypes & string>(
  client: EvmClient,
  { address, ...typedData }: SignTypedDataParameters<TTypes, TPrimaryType>,
): Promise<string> {
  return client
    .getAdapter('eip155')
    .signTypedData<TTypes, TPrimaryType>({ typedData, ...(address !== undefined && { address }) })
}
