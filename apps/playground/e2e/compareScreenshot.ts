import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'

/** The committed images (reviewed by eye before each commit). */
export const SCREENSHOTS_DIR = join(__dirname, 'screenshots')
const artifactsDir = join(__dirname, '..', '..', '..', 'test-artifacts', 'screenshots')

/** Share of pixels that may differ (anti-aliasing, font hinting), and the per-pixel colour threshold. */
const MAX_DIFF_RATIO = 0.002
const PIXEL_THRESHOLD = 0.1

export class ScreenshotMismatchError extends Error {
  override name = 'ScreenshotMismatchError'
}

/**
 * Compares a PNG with the committed `screenshots/<name>.png`: same size, and at most 0.2% of pixels differ.
 * `UPDATE_SCREENSHOTS=1` writes the image instead (then look at it before committing). A mismatch leaves the
 * actual image and a diff under test-artifacts/screenshots/.
 */
export function compareScreenshot(name: string, actual: Buffer): void {
  const expectedPath = join(SCREENSHOTS_DIR, `${name}.png`)
  if (process.env.UPDATE_SCREENSHOTS === '1') {
    mkdirSync(dirname(expectedPath), { recursive: true })
    writeFileSync(expectedPath, actual)
    return
  }
  if (!existsSync(expectedPath)) {
    throw new ScreenshotMismatchError(
      `No committed screenshot ${name}.png: run with UPDATE_SCREENSHOTS=1, look at it, commit it`,
    )
  }
  const expected = PNG.sync.read(readFileSync(expectedPath))
  const received = PNG.sync.read(actual)
  const fail = (message: string, diff?: PNG) => {
    mkdirSync(artifactsDir, { recursive: true })
    writeFileSync(join(artifactsDir, `${name}.actual.png`), actual)
    if (diff) writeFileSync(join(artifactsDir, `${name}.diff.png`), PNG.sync.write(diff))
    throw new ScreenshotMismatchError(`${name}: ${message}`)
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
