import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'

const platformPackages: Record<string, string> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
}

export class AnvilNotFoundError extends Error {
  override name = 'AnvilNotFoundError'
  constructor(tried: string[]) {
    super(`anvil binary not found (set ANVIL_BINARY). Tried: ${tried.join(', ')}`)
  }
}

/**
 * Path of the anvil executable: $ANVIL_BINARY, else the platform package of `@foundry-rs/anvil` resolved from this
 * module, the running script and the working directory, else `node_modules/.bin/anvil` in a parent directory.
 * The platform binary is preferred over the `.bin` wrapper, which adds a node process in front of anvil.
 */
export function findAnvilBinary(env: Record<string, string | undefined> = process.env): string {
  const tried: string[] = []
  const fromEnv = env.ANVIL_BINARY
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv
    tried.push(fromEnv)
  }
  const executable = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  const platformPackage = platformPackages[`${process.platform}-${process.arch}`]
  const bases = [import.meta.url, process.argv[1], join(process.cwd(), 'package.json')].filter(
    (base): base is string => Boolean(base),
  )
  if (platformPackage) {
    for (const base of bases) {
      try {
        const manifest = createRequire(base).resolve(`${platformPackage}/package.json`)
        const candidate = join(dirname(manifest), 'bin', executable)
        if (existsSync(candidate)) return candidate
        tried.push(candidate)
      } catch {
        tried.push(`${platformPackage} from ${base}`)
      }
    }
  }
  let dir = resolve(process.cwd())
  for (;;) {
    const candidate = join(dir, 'node_modules', '.bin', executable)
    if (existsSync(candidate)) return candidate
    const parent = dirname(dir)
    if (parent === dir) break
    dir = parent
  }
  tried.push('node_modules/.bin/anvil')
  throw new AnvilNotFoundError(tried)
}
