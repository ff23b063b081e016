import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, chromium } from 'playwright-core'
import { recordBrowserEvidence } from './browserEvidence.js'

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Debian's Chromium 156 blocks third-party cookies, which also denies a cross-site frame all storage; most
  // browsers partition that storage instead, which is the case these tests cover (the frame falls back to memory).
  '--disable-features=TrackingProtection3pcd,ThirdPartyCookieDeprecationTrial',
]

export interface BrowserProfile {
  context: BrowserContext
  /** Closes the browser and deletes the profile. */
  close(): Promise<void>
}

let launched = 0

/** A fresh browser profile: a new "device" for the wallet. Its pages and their console are recorded as failure evidence. */
export async function launchProfile(): Promise<BrowserProfile> {
  const directory = mkdtempSync(join(tmpdir(), 'walletport-embedded-profile-'))
  const context = await chromium.launchPersistentContext(directory, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    timeout: 30_000,
  })
  context.setDefaultTimeout(30_000)
  recordBrowserEvidence(context, `profile ${++launched}`)
  return {
    context,
    async close() {
      await context.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
