import type { WebSocket } from 'ws'
import type { SvmChain, SvmTransactionRecord } from './createSvmChain.js'
import { encodeAccount } from './svmRpcMethods.js'

type Subscription =
  | { kind: 'signature'; signature: string }
  | { kind: 'account'; address: string; encoding: unknown }

const UNSUBSCRIBE: Record<string, Subscription['kind']> = {
  signatureUnsubscribe: 'signature',
  accountUnsubscribe: 'account',
}

/**
 * The validator's PubSub API on one WebSocket: `signatureSubscribe` (notified once when the transaction lands,
 * or at once if it already has; then removed, as a validator does) and `accountSubscribe` (notified after every
 * transaction that touches the account). Returns the cleanup for when the socket closes.
 */
export function watchSvmSubscriptions(chain: SvmChain, socket: WebSocket, nextId: () => number): () => void {
  const subscriptions = new Map<number, Subscription>()
  const send = (message: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message))
  }
  const notifySignature = (id: number, record: SvmTransactionRecord) => {
    subscriptions.delete(id)
    send({
      jsonrpc: '2.0',
      method: 'signatureNotification',
      params: { result: { context: { slot: record.slot }, value: { err: record.err } }, subscription: id },
    })
  }
  const notifyAccount = (id: number, address: string, encoding: unknown) => {
    send({
      jsonrpc: '2.0',
      method: 'accountNotification',
      params: {
        result: {
          context: { slot: chain.slot },
          value: encodeAccount(chain, chain.getAccount(address), encoding),
        },
        subscription: id,
      },
    })
  }

  const stopListening = chain.onTransaction((record) => {
    for (const [id, subscription] of [...subscriptions]) {
      if (subscription.kind === 'signature' && subscription.signature === record.signature) {
        notifySignature(id, record)
      } else if (subscription.kind === 'account' && record.accounts.includes(subscription.address)) {
        notifyAccount(id, subscription.address, subscription.encoding)
      }
    }
  })

  socket.on('message', (raw) => {
    let request: { id?: unknown; method?: unknown; params?: unknown }
    try {
      request = JSON.parse(String(raw))
    } catch {
      send({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
      return
    }
    const { id, method } = request
    if (id === undefined) return
    const params = Array.isArray(request.params) ? request.params : []
    const reply = (result: unknown) => send({ jsonrpc: '2.0', id, result })
    const fail = (code: number, message: string) => send({ jsonrpc: '2.0', id, error: { code, message } })
    if (method === 'signatureSubscribe' && typeof params[0] === 'string') {
      const subscription = nextId()
      subscriptions.set(subscription, { kind: 'signature', signature: params[0] })
      reply(subscription)
      const landed = chain.getTransaction(params[0])
      if (landed) notifySignature(subscription, landed)
    } else if (method === 'accountSubscribe' && typeof params[0] === 'string') {
      const subscription = nextId()
      const encoding = (params[1] as { encoding?: unknown } | undefined)?.encoding ?? 'base64'
      subscriptions.set(subscription, { kind: 'account', address: params[0], encoding })
      reply(subscription)
    } else if (typeof method === 'string' && method in UNSUBSCRIBE && typeof params[0] === 'number') {
      const existing = subscriptions.get(params[0])
      if (existing?.kind !== UNSUBSCRIBE[method]) return fail(-32602, 'Invalid subscription id.')
      subscriptions.delete(params[0])
      reply(true)
    } else {
      fail(-32601, 'Method not found')
    }
  })
  return () => {
    stopListening()
    subscriptions.clear()
  }
}
