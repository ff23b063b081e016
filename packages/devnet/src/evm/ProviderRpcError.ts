/** EIP-1193 error: numeric `code`, short `message`, optional `data`. */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

export const userRejectedError = () => new ProviderRpcError(4001, 'User rejected the request.')
export const unauthorizedError = () =>
  new ProviderRpcError(4100, 'The requested account and/or method has not been authorized by the user.')
export const unsupportedMethodError = (method: string) =>
  new ProviderRpcError(4200, 'The Provider does not support the requested method.', { method })
export const disconnectedError = () =>
  new ProviderRpcError(4900, 'The Provider is disconnected from all chains.')
export const unrecognizedChainError = (chainIdHex: string) =>
  new ProviderRpcError(
    4902,
    `Unrecognized chain ID "${chainIdHex}". Try adding the chain using wallet_addEthereumChain first.`,
  )
export const invalidParamsError = (message: string) => new ProviderRpcError(-32602, message)
