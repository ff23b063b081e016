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

/** A property of a wallet's error, or nothing when reading it throws (a hostile getter or proxy). */
function read<T>(get: () => T): T | undefined {
  try {
    return get()
  } catch {
    return undefined
  }
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
      const code = read(() => node.code)
      const message = read(() => node.message)
      links.push({
        code: typeof code === 'number' && Number.isInteger(code) ? code : undefined,
        message: typeof message === 'string' ? message : undefined,
      })
      next.push(...(read(() => nested(node)) ?? []))
    }
    level = next
  }
  return links
}
