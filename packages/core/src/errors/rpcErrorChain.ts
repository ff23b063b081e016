const MAX_DEPTH = 16

export interface RpcErrorLink {
  code: number | undefined
  message: string | undefined
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return (typeof value === 'object' && value !== null) || typeof value === 'function'
}

/** Where wallets put the error they wrap: `cause`, `data.originalError`, `data.cause`, `error`, `originalError`. */
function nested(node: Record<string, unknown>): unknown[] {
  const data = isRecord(node.data) ? node.data : undefined
  return [node.cause, data?.originalError, data?.cause, node.error, node.originalError]
}

/**
 * Flattens an error as wallets send it (an Error, a plain `{ code, message }` object, or one wrapping another)
 * into its links, outermost first, breadth-first over the wrapped errors. Strings become a message-only link.
 */
export function rpcErrorChain(error: unknown): RpcErrorLink[] {
  const links: RpcErrorLink[] = []
  const seen = new Set<unknown>()
  let level: unknown[] = [error]
  for (let depth = 0; depth < MAX_DEPTH && level.length > 0; depth++) {
    const next: unknown[] = []
    for (const node of level) {
      if (typeof node === 'string') {
        links.push({ code: undefined, message: node })
        continue
      }
      if (!isRecord(node) || seen.has(node)) continue
      seen.add(node)
      links.push({
        code: typeof node.code === 'number' && Number.isInteger(node.code) ? node.code : undefined,
        message: typeof node.message === 'string' ? node.message : undefined,
      })
      next.push(...nested(node))
    }
    level = next
  }
  return links
}
