import { generateKeyPairSync } from 'node:crypto'
import WebSocket from 'ws'
import { signRelayJwt } from './relayAuth.js'

export interface RelayTestClient {
  socket: WebSocket
  /** Raw frames received, oldest first. */
  frames: string[]
  /** Sends raw text and resolves with the raw text of the reply carrying the same id token. */
  send(text: string): Promise<string>
  call(method: string, params: unknown): Promise<{ result?: unknown; error?: { code: number } }>
  /** Resolves with the next `irn_subscription` push not yet taken. */
  nextPush(): Promise<{ id: number; params: { id: string; data: { topic: string; message: string } } }>
  close(): Promise<void>
}

/** A bare client for relay tests: its own ed25519 identity, raw frames, no WalletConnect SDK. */
export async function connectRelayTestClient(
  url: string,
  key = generateKeyPairSync('ed25519').privateKey,
): Promise<RelayTestClient> {
  const auth = signRelayJwt(key, { aud: url, iat: Math.floor(Date.now() / 1000) })
  const socket = new WebSocket(`${url}?auth=${auth}&projectId=test`)
  const frames: string[] = []
  const pushes: string[] = []
  const waiters: ((text: string) => void)[] = []
  let nextId = 1
  socket.on('message', (data) => {
    const text = data.toString()
    frames.push(text)
    if (text.includes('"irn_subscription"')) {
      const waiter = waiters.shift()
      if (waiter) waiter(text)
      else pushes.push(text)
    }
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })

  function send(text: string): Promise<string> {
    const token = /"id"\s*:\s*("[^"]*"|-?\d+)/.exec(text)?.[1]
    return new Promise((resolve) => {
      const onMessage = (data: WebSocket.RawData) => {
        const reply = data.toString()
        if (!reply.includes('irn_subscription') && reply.startsWith(`{"id":${token},`)) {
          socket.off('message', onMessage)
          resolve(reply)
        }
      }
      socket.on('message', onMessage)
      socket.send(text)
    })
  }

  return {
    socket,
    frames,
    send,
    async call(method, params) {
      const id = nextId++
      return JSON.parse(await send(JSON.stringify({ id, jsonrpc: '2.0', method, params })))
    },
    nextPush() {
      const ready = pushes.shift()
      const text = ready ? Promise.resolve(ready) : new Promise<string>((resolve) => waiters.push(resolve))
      return text.then((value) => JSON.parse(value))
    },
    async close() {
      if (socket.readyState === WebSocket.CLOSED) return
      await new Promise<void>((resolve) => {
        socket.once('close', () => resolve())
        socket.close()
      })
    },
  }
}
