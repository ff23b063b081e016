import { FrameRequestError } from './FrameError.js'

/** EIP-1193's code for a chain the wallet does not know. */
const UNRECOGNIZED_CHAIN = 4902

/**
 * The operator's chain list (the server's `WALLETPORT_CHAIN_IDS`, in the frame's boot config): an eip155 chain
 * outside it is refused before anything is stored, asked or signed. Other namespaces pass (they name no chain id).
 */
export function assertChainAllowed(chainId: string | number, allowed: readonly number[] | undefined): void {
  if (allowed === undefined) return
  const eip155 =
    typeof chainId === 'number' ? chainId : (/^(?:eip155:)?(\d+)$/.exec(chainId)?.[1] ?? undefined)
  if (eip155 === undefined) return
  if (allowed.includes(Number(eip155))) return
  throw new FrameRequestError(
    `Chain eip155:${eip155} is not enabled on this wallet server (it allows eip155 ${allowed.join(', ')})`,
    UNRECOGNIZED_CHAIN,
  )
}
