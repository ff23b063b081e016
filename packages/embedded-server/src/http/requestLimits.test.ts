import { mkdtemp, rm } from 'node:fs/promises'
import { request } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type MailSink, startMailSink } from '@walletport/devnet'
import { readServerConfig } from '../config/readServerConfig.js'
import { createLogger } from '../log/Logger.js'
import {
  HEADERS_TIMEOUT_MS,
  type RunningEmbeddedServer,
  startEmbeddedServer,
} from '../startEmbeddedServer.js'
import { createFrameAssets } from './frameAssets.js'

/** Declares a 48 MB body, sends its first kilobyte and waits for the answer the server gives before the rest. */
function postDeclaringHugeBody(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(48 * 1024 * 1024),
          ...headers,
        },
      },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          body += chunk
        })
        response.on('end', () => {
          outgoing.destroy()
          resolve({ status: response.statusCode ?? 0, body })
        })
      },
    )
    outgoing.on('error', reject)
    outgoing.write('x'.repeat(1024))
  })
}

/** The server on a real socket (file-backed PGlite), as clients and attackers reach it (issue 33). */
describe('request limits on the socket', () => {
  let directory: string
  let sink: MailSink
  let server: RunningEmbeddedServer
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'walletport-limits-'))
    sink = await startMailSink()
    server = await startEmbeddedServer({
      config: readServerConfig({
        PORT: '0',
        WALLETPORT_DATA_DIR: directory,
        WALLETPORT_SMTP_URL: sink.smtpUrl,
      }),
      logger: createLogger({ level: 'error', write: () => {} }),
      frameAssets: createFrameAssets(join(directory, 'no-frame')),
    })
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
    await sink?.stop()
    await rm(directory, { recursive: true, force: true })
  })

  it('answers 413 to a body over 64 KB on every route, before reading it', async () => {
    for (const path of ['/v1/auth/email/start', '/social/callback/google', '/device/approve', '/nowhere']) {
      const answer = await postDeclaringHugeBody(`${server.url}${path}`, { origin: server.context.publicUrl })
      expect({ path, status: answer.status }).toEqual({ path, status: 413 })
      expect(JSON.parse(answer.body)).toEqual({
        error: {
          code: 'payload_too_large',
          message: 'The request body is larger than the 64 KB this server accepts',
        },
      })
    }
  }, 60_000)

  it('closes the socket of a client that has not sent its headers within the documented time-out', async () => {
    const socket = connect(server.port, '127.0.0.1')
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
    const opened = performance.now()
    let answer = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      answer += chunk
    })
    socket.write('POST /v1/auth/email/start HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ')
    await new Promise<void>((resolve) => socket.once('close', () => resolve()))
    const heldMs = performance.now() - opened
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
    // Node's own defaults would hold it 60 to 90 s; the bound leaves room for a loaded machine.
    expect(heldMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100)
    expect(heldMs).toBeLessThan(HEADERS_TIMEOUT_MS + 15_000)
  }, 60_000)
})
