import type { ChainAdapter } from './types.js'

type Operation = {
  [K in keyof ChainAdapter]-?: NonNullable<ChainAdapter[K]> extends (parameters: never) => unknown ? K : never
}[keyof ChainAdapter]

/**
 * The parameters of a ChainAdapter operation, so that an adapter's action files take them from the contract
 * instead of spelling them again: `verifyMessage({ message, signature, address, network }: AdapterParameters<'verifyMessage'>)`.
 */
export type AdapterParameters<K extends Operation> = Parameters<NonNullable<ChainAdapter[K]>>[0]
