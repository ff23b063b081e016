import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { ARTIFACTS_DIR, withFailureArtifacts } from '@walletport/devnet'
import { browserEvidence, browserEvidenceMark } from './browserEvidence.js'
import { type BrowserProfile, launchProfile } from './launchProfile.js'

jest.setTimeout(120_000)

describe('a failing browser test leaves its evidence in test-artifacts/ (what browserTest wraps each test in)', () => {
  let profile: BrowserProfile
  beforeAll(async () => {
    profile = await launchProfile()
  }, 60_000)
  afterAll(() => profile?.close())

  const name = `browser-evidence-check-${process.pid}-${Date.now()}`
  const base = join(ARTIFACTS_DIR, `e2e-${name}`)
  afterAll(() => {
    for (const kind of ['png', 'console.log', 'error.txt']) rmSync(`${base}.${kind}`, { force: true })
  })

  it('a launched profile: the page opened last, the console of its pages since the mark, and the error', async () => {
    const before = await profile.context.newPage()
    await before.evaluate(() => console.log('before the mark'))
    const mark = browserEvidenceMark()
    const page = await profile.context.newPage()
    await page.setContent('<h1>evidence</h1>')
    await page.evaluate(() => {
      console.error('the frame said no')
      setTimeout(() => {
        throw new Error('uncaught in the page')
      })
    })
    const seenBy = Date.now() + 30_000
    while (browserEvidence(mark).consoleLines.length < 2) {
      if (Date.now() > seenBy)
        throw new Error(`the page's console did not arrive: ${browserEvidence(mark).consoleLines}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const failure = new Error('the address never showed')
    await expect(
      withFailureArtifacts(
        () => browserEvidence(mark),
        () => Promise.reject(failure),
        { name },
      ),
    ).rejects.toBe(failure)
    expect(readFileSync(`${base}.png`).subarray(1, 4).toString()).toBe('PNG')
    const logged = readFileSync(`${base}.console.log`, 'utf8')
    expect(logged).toMatch(/\[profile \d+\] error: the frame said no/)
    expect(logged).toMatch(/\[profile \d+\] pageerror: uncaught in the page/)
    expect(logged).not.toMatch(/before the mark/)
    expect(readFileSync(`${base}.error.txt`, 'utf8')).toMatch(/the address never showed/)
    await page.close()
    expect(browserEvidence().page).toBe(before)
    await before.close()
  })
})
