import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { ARTIFACTS_DIR } from '@walletport/devnet'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'

/** The committed images (reviewed by eye before each commit). */
export const SCREENSHOTS_DIR = join(__dirname, 'screenshots')

/** Share of pixels that may differ (anti-aliasing, font hinting), and the per-pixel colour threshold. */
const MAX_DIFF_RATIO = 0.002
const PIXEL_THRESHOLD = 0.1

export class ScreenshotMismatchError extends Error {
  override name = 'ScreenshotMismatchError'
}

export interface CompareScreenshotDirs {
  /** Where the committed images are; `SCREENSHOTS_DIR` by default. */
  screenshotsDir?: string
  /** Where a mismatch leaves its images; test-artifacts/screenshots/ by default. */
  artifactsDir?: string
}

/**
 * Compares a PNG with the committed `screenshots/<name>.png`: same size, and at most 0.2% of pixels differ.
 * `UPDATE_SCREENSHOTS=1` writes the image instead (then look at it before committing). A mismatch leaves
 * `<name>.actual.png`, `<name>.expected.png` and (same size) `<name>.diff.png` under test-artifacts/screenshots/;
 * a missing committed image leaves the actual one.
 */
export function compareScreenshot(
  name: string,
  actual: Buffer,
  {
    screenshotsDir = SCREENSHOTS_DIR,
    artifactsDir = join(ARTIFACTS_DIR, 'screenshots'),
  }: CompareScreenshotDirs = {},
): void {
  const expectedPath = join(screenshotsDir, `${name}.png`)
  if (process.env.UPDATE_SCREENSHOTS === '1') {
    mkdirSync(dirname(expectedPath), { recursive: true })
    writeFileSync(expectedPath, actual)
    return
  }
  const leave = (files: Record<string, Buffer>) => {
    mkdirSync(artifactsDir, { recursive: true })
    for (const [kind, data] of Object.entries(files))
      writeFileSync(join(artifactsDir, `${name}.${kind}.png`), data)
  }
  if (!existsSync(expectedPath)) {
    leave({ actual })
    throw new ScreenshotMismatchError(
      `No committed screenshot ${name}.png: run with UPDATE_SCREENSHOTS=1, look at it, commit it`,
    )
  }
  const expectedBytes = readFileSync(expectedPath)
  const expected = PNG.sync.read(expectedBytes)
  const received = PNG.sync.read(actual)
  const fail = (message: string, diff?: PNG) => {
    leave({ actual, expected: expectedBytes, ...(diff ? { diff: PNG.sync.write(diff) } : {}) })
    throw new ScreenshotMismatchError(`${name}: ${message} (images in ${artifactsDir})`)
  }
  if (expected.width !== received.width || expected.height !== received.height) {
    fail(`expected ${expected.width}×${expected.height}, received ${received.width}×${received.height}`)
  }
  const diff = new PNG({ width: expected.width, height: expected.height })
  const differing = pixelmatch(expected.data, received.data, diff.data, expected.width, expected.height, {
    threshold: PIXEL_THRESHOLD,
  })
  const ratio = differing / (expected.width * expected.height)
  if (ratio > MAX_DIFF_RATIO) {
    fail(`${differing} pixels differ (${(ratio * 100).toFixed(2)}%, at most ${MAX_DIFF_RATIO * 100}%)`, diff)
  }
}
