import { rmSync } from 'node:fs'

export default function globalTeardown(): void {
  const outDir = process.env.WALLETPORT_E2E_DIST
  if (outDir && process.env.WALLETPORT_E2E_DIST_OWNED === '1')
    rmSync(outDir, { recursive: true, force: true })
}
