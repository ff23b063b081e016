import { typedDataDomainFields } from './typedDataDomainFields.js'
import type { EvmTypedData } from './types.js'

/** The JSON `eth_signTypedData_v4` takes: bigints as decimal strings, `EIP712Domain` added when missing. */
export function serializeTypedData(typedData: EvmTypedData): string {
  const types = typedData.types.EIP712Domain
    ? typedData.types
    : { EIP712Domain: typedDataDomainFields(typedData.domain), ...typedData.types }
  return JSON.stringify({ ...typedData, types }, (_key, value) =>
    typeof value === 'bigint' ? value.toString() : value,
  )
}
