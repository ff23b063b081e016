import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildPlayground } from './buildPlayground' // jest maps no paths for global setup

/** Builds the playground once per run; the test files serve it. A preset WALLETPORT_E2E_DIST is reused. */
export default function globalSetup(): void {
  if (process.env.WALLETPORT_E2E_DIST) return
  const outDir = mkdtempSync(join(tmpdir(), 'walletport-e2e-dist-'))
  const started = Date.now()
  buildPlayground(outDir)
  process.env.WALLETPORT_E2E_DIST = outDir
  process.env.WALLETPORT_E2E_DIST_OWNED = '1'
  console.log(`\nPlayground built for e2e in ${Date.now() - started} ms (${outDir})`)
}
