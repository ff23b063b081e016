import { randomBytes } from 'node:crypto'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createEmbeddedServer, type EmbeddedServer } from '../src/createEmbeddedServer.js'
import type { Database } from '../src/db/Database.js'
import type { FarcasterSettings } from '../src/farcaster/createFarcasterRelayClient.js'
import { createFrameAssets } from '../src/http/frameAssets.js'
import type { ServerLimits } from '../src/limits.js'
import { createLogger } from '../src/log/Logger.js'
import { createSmtpMailer } from '../src/mail/createSmtpMailer.js'
import type { SocialSettings } from '../src/social/readSocialSettings.js'
import type { TestClock } from './createTestClock.js'

export const testPublicUrl = 'http://localhost:8787'
export const testDappOrigin = 'http://127.0.0.1:5173'

export interface TestServer extends EmbeddedServer {
  logs: string[]
}

let frameDirectory: Promise<string> | undefined

/** A stand-in frame build (index.html with the config placeholder) for tests of how the page is served. */
function testFrameDirectory(): Promise<string> {
  frameDirectory ??= (async () => {
    const directory = await mkdtemp(join(tmpdir(), 'walletport-frame-'))
    await writeFile(
      join(directory, 'index.html'),
      '<!doctype html><html><head><!--walletport-frame-config--></head><body></body></html>',
    )
    return directory
  })()
  return frameDirectory
}

/** A server instance over `db` that mails through the devnet sink at `smtpUrl`, logging into `logs`. */
export async function createTestServer({
  db,
  smtpUrl,
  clock,
  masterSecret = randomBytes(32),
  limits,
  farcaster,
  social,
}: {
  db: Database
  farcaster?: FarcasterSettings
  smtpUrl: string
  clock: TestClock
  masterSecret?: Uint8Array
  limits?: Partial<ServerLimits>
  social?: SocialSettings
}): Promise<TestServer> {
  const logs: string[] = []
  const server = await createEmbeddedServer({
    config: {
      publicUrl: testPublicUrl,
      allowedOrigins: [testDappOrigin],
      dappNames: { [testDappOrigin]: 'Test Dapp' },
      trustProxy: true,
      farcaster,
      social,
    },
    db,
    masterSecret: new Uint8Array(masterSecret),
    mailer: createSmtpMailer({ smtpUrl, from: 'WalletPort <no-reply@localhost>' }),
    logger: createLogger({ level: 'debug', write: (line) => logs.push(line), now: clock.now }),
    limits: { approvalWaitMs: 300, ...limits },
    now: clock.now,
    frameAssets: createFrameAssets(await testFrameDirectory()),
  })
  return { ...server, logs }
}
