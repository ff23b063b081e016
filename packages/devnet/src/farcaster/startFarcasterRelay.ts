import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What an app sends to open a channel (the relay's `POST /v1/channel`). */
export interface FarcasterChannelRequest {
  siweUri: string
  domain: string
  nonce?: string
  notBefore?: string
  expirationTime?: string
  requestId?: string
  redirectUrl?: string
  /** Whether the app accepts a signature by one of the fid's auth addresses, not only its custody (default false). */
  acceptAuthAddress?: boolean
}

/** What the user's Farcaster client posts once the user signed (`POST /v1/channel/authenticate`). */
export interface FarcasterAuthentication {
  message: string
  signature: string
  /** Which key signed: the fid's custody or one of its auth addresses (default custody). */
  authMethod?: 'custody' | 'authAddress'
  fid: number
  username: string
  bio?: string
  displayName?: string
  pfpUrl?: string
}

interface Channel extends FarcasterChannelRequest {
  channelToken: string
  nonce: string
  url: string
  createdAt: number
  completed?: FarcasterAuthentication
}

export interface StartFarcasterRelayParameters {
  host?: string
  port?: number
  /** The key Farcaster clients send as X-Farcaster-Auth-Relay-Key (random when unset). */
  authKey?: string
  /** How long a channel lives (default 5 minutes). */
  channelTtlMs?: number
}

export interface FarcasterRelay {
  url: string
  authKey: string
  /** Channels currently open. */
  channelCount(): number
  stop(): Promise<void>
}

const MAX_BODY_BYTES = 64 * 1024

function readJson(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let size = 0
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        reject(new Error('body too large'))
        request.destroy()
      } else chunks.push(chunk)
    })
    request.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'))
      } catch {
        reject(new Error('body is not JSON'))
      }
    })
    request.on('error', reject)
  })
}

const isText = (value: unknown, max = 2048): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max

/**
 * A Farcaster Auth relay on loopback speaking the relay's channel API (v1): `POST /v1/channel` opens a channel
 * and answers `{ channelToken, url, nonce }` (201); `GET /v1/channel/status` with `Authorization: Bearer
 * <channelToken>` answers 202 `{ state: 'pending' }` or 200 `{ state: 'completed', message, signature, fid,
 * username, … }`; `POST /v1/channel/authenticate` (the Farcaster client, with the channel token and the relay key)
 * completes it. The sign-in URL points at this relay (`/~/siwf?channelToken=…`), never at a public host.
 */
export async function startFarcasterRelay({
  host = '127.0.0.1',
  port = 0,
  authKey = randomBytes(16).toString('hex'),
  channelTtlMs = 5 * 60_000,
}: StartFarcasterRelayParameters = {}): Promise<FarcasterRelay> {
  const channels = new Map<string, Channel>()
  let baseUrl = ''

  const sweep = () => {
    const now = Date.now()
    for (const [token, channel] of channels)
      if (now - channel.createdAt > channelTtlMs) channels.delete(token)
  }
  const channelOf = (request: IncomingMessage) => {
    sweep()
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1]
    return token ? channels.get(token) : undefined
  }
  const statusOf = (channel: Channel) => ({
    state: channel.completed ? 'completed' : 'pending',
    nonce: channel.nonce,
    url: channel.url,
    signatureParams: {
      siweUri: channel.siweUri,
      domain: channel.domain,
      nonce: channel.nonce,
      ...(channel.notBefore && { notBefore: channel.notBefore }),
      ...(channel.expirationTime && { expirationTime: channel.expirationTime }),
      ...(channel.requestId && { requestId: channel.requestId }),
    },
    acceptAuthAddress: channel.acceptAuthAddress === true,
    ...(channel.completed && {
      message: channel.completed.message,
      signature: channel.completed.signature,
      authMethod: channel.completed.authMethod ?? 'custody',
      fid: channel.completed.fid,
      username: channel.completed.username,
      bio: channel.completed.bio ?? '',
      displayName: channel.completed.displayName ?? '',
      pfpUrl: channel.completed.pfpUrl ?? '',
    }),
  })

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const send = (status: number, body: unknown) => {
      response.statusCode = status
      response.setHeader('Content-Type', 'application/json')
      response.end(JSON.stringify(body))
    }
    const path = new URL(request.url ?? '/', 'http://relay').pathname
    if (request.method === 'POST' && path === '/v1/channel') {
      const body = (await readJson(request)) as Partial<FarcasterChannelRequest>
      if (!isText(body.siweUri) || !isText(body.domain, 253))
        return send(400, { error: 'siweUri and domain are required' })
      const channelToken = randomBytes(16).toString('hex')
      const nonce = isText(body.nonce, 256) ? body.nonce : randomBytes(8).toString('hex')
      const query = new URLSearchParams({ channelToken, nonce, siweUri: body.siweUri, domain: body.domain })
      if (isText(body.notBefore, 64)) query.set('notBefore', body.notBefore)
      if (isText(body.expirationTime, 64)) query.set('expirationTime', body.expirationTime)
      if (isText(body.requestId, 256)) query.set('requestId', body.requestId)
      const channel: Channel = {
        siweUri: body.siweUri,
        domain: body.domain,
        notBefore: body.notBefore,
        expirationTime: body.expirationTime,
        requestId: body.requestId,
        redirectUrl: body.redirectUrl,
        acceptAuthAddress: body.acceptAuthAddress === true,
        channelToken,
        nonce,
        url: `${baseUrl}/~/siwf?${query}`,
        createdAt: Date.now(),
      }
      channels.set(channelToken, channel)
      return send(201, { channelToken, url: channel.url, nonce })
    }
    if (request.method === 'GET' && path === '/v1/channel/status') {
      const channel = channelOf(request)
      if (!channel) return send(401, { error: 'Unauthorized' })
      return send(channel.completed ? 200 : 202, statusOf(channel))
    }
    if (request.method === 'POST' && path === '/v1/channel/authenticate') {
      if (request.headers['x-farcaster-auth-relay-key'] !== authKey)
        return send(401, { error: 'Unauthorized' })
      const channel = channelOf(request)
      if (!channel) return send(401, { error: 'Unauthorized' })
      const body = (await readJson(request)) as Partial<FarcasterAuthentication>
      if (
        !isText(body.message, 4096) ||
        !isText(body.signature, 1024) ||
        !Number.isSafeInteger(body.fid) ||
        !isText(body.username, 64)
      )
        return send(400, { error: 'message, signature, fid and username are required' })
      if (body.authMethod !== undefined && body.authMethod !== 'custody' && body.authMethod !== 'authAddress')
        return send(400, {
          error: `authMethod must be custody or authAddress, got ${String(body.authMethod)}`,
        })
      channel.completed = {
        message: body.message,
        signature: body.signature,
        authMethod: body.authMethod,
        fid: body.fid as number,
        username: body.username,
        bio: body.bio,
        displayName: body.displayName,
        pfpUrl: body.pfpUrl,
      }
      return send(201, statusOf(channel))
    }
    send(404, { error: 'Not found' })
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: Error) => {
      response.statusCode = 400
      response.setHeader('Content-Type', 'application/json')
      response.end(JSON.stringify({ error: error.message }))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const address = server.address() as AddressInfo
  baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`
  return {
    url: baseUrl,
    authKey,
    channelCount: () => {
      sweep()
      return channels.size
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
