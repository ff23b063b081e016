import { rmSync } from 'node:fs'

export default function globalTeardown(): void {
  const dir = process.env.WALLETPORT_TARBALLS_DIR
  if (dir) rmSync(dir, { recursive: true, force: true })
}
