import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { E2eSession } from './startE2eSession.js'

const artifactsDir = join(__dirname, '..', '..', '..', 'test-artifacts')

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)
}

/**
 * A jest test that saves a screenshot and the browser console under test-artifacts/ when it fails, and fails
 * when the page tried to reach a host outside loopback or broke the server's Content Security Policy.
 */
export function e2eTest(
  name: string,
  getSession: () => E2eSession,
  run: (session: E2eSession) => Promise<void>,
  timeoutMs = 60_000,
): void {
  it(
    name,
    async () => {
      const session = getSession()
      const blockedBefore = session.blocked.length
      try {
        await run(session)
        expect(session.blocked.slice(blockedBefore)).toEqual([])
        expect(session.consoleLines.filter((line) => /Content Security Policy/.test(line))).toEqual([])
      } catch (error) {
        mkdirSync(artifactsDir, { recursive: true })
        const base = join(artifactsDir, `e2e-${slug(name)}`)
        await session.page
          ?.screenshot({ path: `${base}.png`, fullPage: true, timeout: 5_000 })
          .catch(() => undefined)
        writeFileSync(
          `${base}.console.log`,
          [...session.consoleLines, ...session.blocked.map((url) => `[blocked] ${url}`)].join('\n'),
        )
        throw error
      }
    },
    timeoutMs,
  )
}
