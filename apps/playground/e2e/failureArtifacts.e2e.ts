import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  ARTIFACTS_DIR,
  type FailureEvidence,
  TestDeadlineError,
  withFailureArtifacts,
} from '@walletport/devnet'
import { PNG } from 'pngjs'
import { compareScreenshot, ScreenshotMismatchError } from './compareScreenshot.js'
import { type LaunchedChromium, launchChromium } from './launchChromium.js'

/** A `width`×`height` PNG filled with one colour, a square of `mark` at the top left when given. */
function png(width: number, height: number, mark?: number): Buffer {
  const image = new PNG({ width, height })
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4
      const marked = mark !== undefined && x < mark && y < mark
      image.data.set(marked ? [220, 20, 20, 255] : [255, 255, 255, 255], at)
    }
  }
  return PNG.sync.write(image)
}

const unique = `artifact-check-${process.pid}-${Date.now()}`
const written: string[] = []
afterAll(() => {
  for (const path of written) rmSync(path, { force: true })
})

describe('a failing screenshot comparison leaves the actual, expected and diff images in test-artifacts/screenshots/', () => {
  let committed: string
  beforeAll(() => {
    committed = mkdtempSync(join(tmpdir(), 'walletport-screenshots-'))
  })
  afterAll(() => rmSync(committed, { recursive: true, force: true }))

  const leftBehind = (name: string, kind: string) => join(ARTIFACTS_DIR, 'screenshots', `${name}.${kind}.png`)

  it('pixels differ: all three, the diff the size of the view', () => {
    const name = `${unique}-pixels`
    writeFileSync(join(committed, `${name}.png`), png(40, 30))
    const actual = png(40, 30, 12)
    written.push(...['actual', 'expected', 'diff'].map((kind) => leftBehind(name, kind)))
    expect(() => compareScreenshot(name, actual, { screenshotsDir: committed })).toThrow(
      ScreenshotMismatchError,
    )
    expect(readFileSync(leftBehind(name, 'actual'))).toEqual(actual)
    expect(readFileSync(leftBehind(name, 'expected'))).toEqual(readFileSync(join(committed, `${name}.png`)))
    const diff = PNG.sync.read(readFileSync(leftBehind(name, 'diff')))
    expect([diff.width, diff.height]).toEqual([40, 30])
  })

  it('sizes differ: the actual and expected images (no diff of different sizes)', () => {
    const name = `${unique}-size`
    writeFileSync(join(committed, `${name}.png`), png(40, 30))
    written.push(...['actual', 'expected', 'diff'].map((kind) => leftBehind(name, kind)))
    expect(() => compareScreenshot(name, png(41, 30), { screenshotsDir: committed })).toThrow(/40×30.*41×30/)
    expect(existsSync(leftBehind(name, 'actual'))).toBe(true)
    expect(existsSync(leftBehind(name, 'expected'))).toBe(true)
    expect(existsSync(leftBehind(name, 'diff'))).toBe(false)
  })

  it('no committed image: the actual one', () => {
    const name = `${unique}-missing`
    written.push(leftBehind(name, 'actual'))
    expect(() => compareScreenshot(name, png(10, 10), { screenshotsDir: committed })).toThrow(
      /UPDATE_SCREENSHOTS/,
    )
    expect(existsSync(leftBehind(name, 'actual'))).toBe(true)
  })

  it('images that match leave nothing', () => {
    const name = `${unique}-same`
    writeFileSync(join(committed, `${name}.png`), png(40, 30, 5))
    compareScreenshot(name, png(40, 30, 5), { screenshotsDir: committed })
    expect(existsSync(leftBehind(name, 'actual'))).toBe(false)
  })
})

describe('a failing browser test leaves a screenshot of the page, its console and the error in test-artifacts/', () => {
  let browser: LaunchedChromium
  const evidence: FailureEvidence & { consoleLines: string[] } = {
    page: undefined,
    consoleLines: [],
    blocked: [],
  }
  beforeAll(async () => {
    browser = await launchChromium()
    const page = await browser.context.newPage()
    page.on('console', (message) => evidence.consoleLines.push(`[${message.type()}] ${message.text()}`))
    await page.setContent('<h1>Checkout</h1><p>The modal never opened</p>')
    await page.evaluate(() => console.error('ConnectorNotFoundError: no wallet answered'))
    evidence.page = page
  }, 60_000)
  afterAll(() => browser?.close())

  const files = (name: string) =>
    ['png', 'console.log', 'error.txt'].map((kind) => join(ARTIFACTS_DIR, `e2e-${name}.${kind}`))

  it('an assertion that fails: the same error rethrown, and the three files', async () => {
    const name = `${unique}-assertion`
    written.push(...files(name))
    const failure = new Error('expected the Connect button')
    await expect(
      withFailureArtifacts(
        () => evidence,
        async () => {
          throw failure
        },
        { name },
      ),
    ).rejects.toBe(failure)
    const [shot, console, error] = files(name) as [string, string, string]
    const image = PNG.sync.read(readFileSync(shot))
    expect(image.width).toBeGreaterThan(0)
    expect(readFileSync(console, 'utf8')).toContain('[error] ConnectorNotFoundError: no wallet answered')
    expect(readFileSync(error, 'utf8')).toContain('expected the Connect button')
  })

  it('a run that outlives its deadline: a TestDeadlineError before jest would end it, and the three files', async () => {
    const name = `${unique}-deadline`
    written.push(...files(name))
    await expect(
      withFailureArtifacts(
        () => evidence,
        () => new Promise<void>(() => undefined),
        { name, deadlineMs: 200 },
      ),
    ).rejects.toThrow(TestDeadlineError)
    for (const path of files(name)) expect(existsSync(path)).toBe(true)
    expect(readFileSync(files(name)[2]!, 'utf8')).toContain('did not finish within 200 ms')
  })

  it('a session that never started (no page): the console and the error, no screenshot', async () => {
    const name = `${unique}-no-page`
    written.push(...files(name))
    await expect(
      withFailureArtifacts(
        () => {
          throw new Error('The session has not started')
        },
        async () => {
          throw new Error('beforeAll failed')
        },
        { name },
      ),
    ).rejects.toThrow('beforeAll failed')
    const [shot, console, error] = files(name) as [string, string, string]
    expect(existsSync(shot)).toBe(false)
    expect(existsSync(console)).toBe(true)
    expect(readFileSync(error, 'utf8')).toContain('beforeAll failed')
  })

  it('a run that passes leaves nothing', async () => {
    const name = `${unique}-passes`
    await expect(
      withFailureArtifacts(
        () => evidence,
        async () => 7,
        { name },
      ),
    ).resolves.toBe(7)
    for (const path of files(name)) expect(existsSync(path)).toBe(false)
  })
})
