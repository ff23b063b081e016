import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { packTarballs } from './packTarballs' // jest maps no paths for global setup

/** Name → path of the tarballs already in `dir` (each names itself in its package.json). */
function tarballsIn(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.tgz'))
      .map((file) => {
        const manifest = execFileSync('tar', ['-xzOf', join(dir, file), 'package/package.json'], {
          encoding: 'utf8',
        })
        return [(JSON.parse(manifest) as { name: string }).name, join(dir, file)]
      }),
  )
}

/**
 * Packs every publishable package once for the project's test files (read with packedTarballs()); a preset
 * WALLETPORT_OUTSIDE_TARBALLS folder of tarballs is used as it is instead. A failure is passed on to the tests
 * rather than thrown here, where it would stop every other project's tests too.
 */
export default function globalSetup(): void {
  try {
    const preset = process.env.WALLETPORT_OUTSIDE_TARBALLS
    if (preset) {
      process.env.WALLETPORT_TARBALLS = JSON.stringify(tarballsIn(preset))
      return
    }
    const dir = mkdtempSync(join(tmpdir(), 'walletport-tarballs-'))
    process.env.WALLETPORT_TARBALLS_DIR = dir
    process.env.WALLETPORT_TARBALLS = JSON.stringify(packTarballs(dir))
  } catch (error) {
    process.env.WALLETPORT_TARBALLS_ERROR = error instanceof Error ? error.message : String(error)
  }
}
