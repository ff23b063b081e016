import type { ApiPromise, WsProvider } from '@polkadot/api'
import { RpcRequestError, TimeoutError } from '@walletport/core'
import { NODE_REQUEST_TIMEOUT_MS } from '@walletport/core/adapter'
import { connectOnce } from './connectOnce.js'
import { loadPolkadotApi } from './loadPolkadotApi.js'

export interface ApiPoolOptions {
  /** First pause before reconnecting, doubled after each failed attempt up to `maxDelayMs`. */
  minDelayMs: number
  maxDelayMs: number
  /** How long the first connection, and then each request, may take before a TimeoutError; default 10 s. */
  requestTimeoutMs?: number | undefined
}

export interface ApiPool {
  /** The shared ApiPromise of `url`, created on first use; a first connection that fails rejects and is forgotten. */
  get(url: string): Promise<ApiPromise>
  /** Pauses the pool waited before each reconnection attempt so far (for tests and diagnostics). */
  readonly reconnectDelays: readonly number[]
  /** Disconnects every ApiPromise and stops reconnecting. */
  close(): Promise<void>
}

interface Entry {
  api: Promise<ApiPromise>
  close(): Promise<void>
}

/** @polkadot/api's "No response received from RPC endpoint" becomes a TimeoutError naming the node and the method. */
function nameTimeouts(socket: WsProvider, url: string, timeoutMs: number) {
  const send = socket.send.bind(socket)
  socket.send = (async (method: string, ...rest: unknown[]) => {
    try {
      return await (send as (method: string, ...rest: unknown[]) => Promise<unknown>)(method, ...rest)
    } catch (error) {
      if (!/^No response received from RPC endpoint/.test((error as Error)?.message ?? '')) throw error
      throw new TimeoutError({
        details: `${method} to ${url}: no answer within ${timeoutMs} ms`,
        cause: error,
      })
    }
  }) as WsProvider['send']
}

/**
 * One ApiPromise per node URL, shared by every call of the adapter. The WebSocket does not reconnect by itself
 * (its fixed 2.5 s retry is off): after a drop the pool reconnects with exponential back-off, and the ApiPromise
 * resumes on the same object once the socket is back.
 */
export function createApiPool(options: ApiPoolOptions): ApiPool {
  const timeoutMs = options.requestTimeoutMs ?? NODE_REQUEST_TIMEOUT_MS
  const entries = new Map<string, Entry>()
  const reconnectDelays: number[] = []

  function open(url: string): Entry {
    let provider: WsProvider | undefined
    let closed = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let delay = options.minDelayMs

    const reconnect = () => {
      if (closed || !provider) return
      reconnectDelays.push(delay)
      timer = setTimeout(() => {
        timer = undefined
        if (!closed) provider?.connect().catch(() => undefined)
      }, delay)
      // A node that is gone for good must not keep a finished Node process (tests, scripts) alive.
      ;(timer as { unref?: () => void }).unref?.()
      delay = Math.min(delay * 2, options.maxDelayMs)
    }

    const api = (async () => {
      const { ApiPromise, WsProvider } = await loadPolkadotApi()
      const socket = new WsProvider(url, false, {}, timeoutMs)
      provider = socket
      nameTimeouts(socket, url, timeoutMs)
      await connectOnce(socket, url, timeoutMs)
      socket.on('connected', () => {
        delay = options.minDelayMs
      })
      socket.on('disconnected', reconnect)
      const created = await ApiPromise.create({ provider: socket, noInitWarn: true, throwOnConnect: true })
      if (closed) {
        await created.disconnect()
        throw new RpcRequestError({
          details: `The connection to ${url} was closed while it was being opened`,
        })
      }
      return created
    })()

    const entry: Entry = {
      api,
      async close() {
        closed = true
        if (timer) clearTimeout(timer)
        const created = await api.catch(() => undefined)
        if (created) await created.disconnect().catch(() => undefined)
        else await provider?.disconnect().catch(() => undefined)
      },
    }
    api.catch(async () => {
      if (entries.get(url) === entry) entries.delete(url)
      await provider?.disconnect().catch(() => undefined)
    })
    return entry
  }

  return {
    get(url) {
      let entry = entries.get(url)
      if (!entry) {
        entry = open(url)
        entries.set(url, entry)
      }
      return entry.api
    },
    reconnectDelays,
    async close() {
      const all = [...entries.values()]
      entries.clear()
      await Promise.all(all.map((entry) => entry.close()))
    },
  }
}
