import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import * as core from './index.js'

const CHAIN_LIBRARIES = [
  'ethers',
  'viem',
  '@solana/web3.js',
  '@polkadot/api',
  'bitcoinjs-lib',
  '@cosmjs/stargate',
  '@walletconnect/universal-provider',
]

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name)
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : []
  })
}

describe('@walletport/core entry', () => {
  it('exports the public API by name (changes show up in review)', () => {
    expect(Object.keys(core).sort()).toMatchSnapshot()
  })

  it('depends on no chain library', () => {
    const manifest = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>
      peerDependencies?: Record<string, string>
    }
    const dependencies = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })
    expect(dependencies.filter((name) => CHAIN_LIBRARIES.includes(name))).toEqual([])
  })

  it('imports no chain library from any source file', () => {
    const offenders = sourceFiles(__dirname).filter((file) =>
      CHAIN_LIBRARIES.some((library) => readFileSync(file, 'utf8').includes(`from '${library}`)),
    )
    expect(offenders).toEqual([])
  })
})
