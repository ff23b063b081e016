const DOMAIN_FIELDS = [
  { name: 'name', type: 'string' },
  { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' },
  { name: 'verifyingContract', type: 'address' },
  { name: 'salt', type: 'bytes32' },
] as const

/**
 * The `EIP712Domain` type for a domain, in the EIP's field order. Wallets hash the domain with the type the JSON
 * carries, so it must be sent; ethers derives it by itself and wants it left out.
 */
export function typedDataDomainFields(domain: Record<string, unknown>): { name: string; type: string }[] {
  return DOMAIN_FIELDS.filter((field) => domain[field.name] !== undefined && domain[field.name] !== null).map(
    (field) => ({ ...field }),
  )
}
