import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { secondCopies } from './nobleCopies.js'

/** An app folder holding only a package-lock.json with these packages (lockfile path → entry). */
function plantLock(packages: Record<string, object>): string {
  const dir = mkdtempSync(join(tmpdir(), 'walletport-planted-lock-'))
  writeFileSync(
    join(dir, 'package-lock.json'),
    JSON.stringify({ lockfileVersion: 3, packages: { '': {}, ...packages } }),
  )
  return dir
}

describe('secondCopies (the @noble check of the every-chain app)', () => {
  const planted: string[] = []
  afterAll(() => {
    for (const dir of planted) rmSync(dir, { recursive: true, force: true })
  })
  const solanaApp = (adapterCurves: string, hoisted: string) => {
    const dir = plantLock({
      'node_modules/@walletport/adapter-solana': {
        version: '0.1.0',
        dependencies: { '@noble/curves': adapterCurves },
        peerDependencies: { '@solana/web3.js': '^1.98.0' },
      },
      'node_modules/@solana/web3.js': { version: '1.98.4', dependencies: { '@noble/curves': '^1.4.2' } },
      'node_modules/@solana/web3.js/node_modules/@noble/curves': { version: '1.9.7' },
      'node_modules/@noble/curves': { version: hoisted },
    })
    planted.push(dir)
    return dir
  }

  it('names a WalletPort package that loads another version than its chain library', () => {
    expect(secondCopies(solanaApp('^2.0.0', '2.4.0')).map(({ message }) => message)).toEqual([
      '@walletport/adapter-solana loads @noble/curves@2.4.0 (node_modules/@noble/curves): expected a version its chain libraries (@solana/web3.js) load (1.9.7), received a second one',
    ])
  })

  it('passes the version its chain library loads, wherever npm put that copy', () => {
    expect(secondCopies(solanaApp('^1.9.0', '1.9.7'))).toEqual([])
  })
})
