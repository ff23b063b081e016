import type { Network } from '@walletport/core'
import type {
  Abi,
  AbiParametersToPrimitiveTypes,
  AbiStateMutability,
  ExtractAbiFunction,
  ExtractAbiFunctionNames,
  ParseAbi,
  TypedData,
  TypedDataDomain,
  TypedDataToPrimitiveTypes,
} from 'abitype'

/** An ABI as JSON (`Abi`) or as human-readable signatures (`['function transfer(address,uint256)']`). */
export type EvmAbi = Abi | readonly string[]

/** The JSON ABI of `TAbi`: human-readable signatures parsed at the type level (abitype's `ParseAbi`). */
export type ToAbi<TAbi extends EvmAbi> = TAbi extends Abi
  ? TAbi
  : TAbi extends readonly string[]
    ? string[] extends TAbi
      ? Abi
      : ParseAbi<TAbi>
    : Abi

type WriteMutability = Extract<AbiStateMutability, 'nonpayable' | 'payable'>

/** Names of the functions of `TAbi` that write (nonpayable or payable); any name for an ABI not known literally. */
export type EvmWriteFunctionName<TAbi extends EvmAbi> =
  Abi extends ToAbi<TAbi> ? string : ExtractAbiFunctionNames<ToAbi<TAbi>, WriteMutability>

/** The argument tuple of `TFunctionName` in `TAbi`, with Solidity types as TypeScript ones (uint256 → bigint). */
export type EvmFunctionArgs<TAbi extends EvmAbi, TFunctionName extends string> =
  Abi extends ToAbi<TAbi>
    ? readonly unknown[]
    : AbiParametersToPrimitiveTypes<ExtractAbiFunction<ToAbi<TAbi>, TFunctionName>['inputs'], 'inputs'>

/** `writeContract`'s parameters: `args` is typed from the ABI (and optional for a function without inputs). */
export type EvmWriteContractParameters<
  TAbi extends EvmAbi = EvmAbi,
  TFunctionName extends EvmWriteFunctionName<TAbi> = EvmWriteFunctionName<TAbi>,
  TNetwork = { network: Network },
> = TNetwork & {
  /** The contract. */
  address: string
  abi: TAbi
  functionName: TFunctionName
  /** Wei sent with the call (payable functions). */
  value?: bigint
} & (readonly [] extends EvmFunctionArgs<TAbi, TFunctionName>
    ? { args?: EvmFunctionArgs<TAbi, TFunctionName> }
    : { args: EvmFunctionArgs<TAbi, TFunctionName> })

/** Typed data whose `message` is checked against its `types` and `primaryType` (abitype's EIP-712 types). */
export type EvmTypedDataDefinition<
  TTypes extends TypedData | Record<string, unknown> = TypedData,
  TPrimaryType extends keyof TTypes & string = keyof TTypes & string,
> = {
  domain: TypedDataDomain
  types: TTypes
  primaryType: TPrimaryType
  message: TTypes extends TypedData
    ? TypedDataToPrimitiveTypes<TTypes>[TPrimaryType]
    : Record<string, unknown>
}

/** One call of a `wallet_sendCalls` batch. */
export interface EvmCallParameters {
  to: string
  /** Call data, 0x-prefixed hex; none for a plain transfer. */
  data?: `0x${string}`
  /** Wei sent with the call. */
  value?: bigint
}
