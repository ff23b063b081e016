import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export const NOBLE_PACKAGES = ['@noble/curves', '@noble/hashes'] as const

interface LockEntry {
  version?: string
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
}

type Lock = Record<string, LockEntry>

const readLock = (appDir: string) =>
  (JSON.parse(readFileSync(join(appDir, 'package-lock.json'), 'utf8')) as { packages: Lock }).packages

/** The copy of `name` the package at `from` (a lockfile path) loads, as Node resolves it: nearest node_modules up. */
function resolveIn(lock: Lock, from: string, name: string): string | undefined {
  let base = from
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`
    if (lock[candidate]) return candidate
    if (!base) return undefined
    const at = base.lastIndexOf('/node_modules/')
    base = at < 0 ? '' : base.slice(0, at)
  }
}

const packageName = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)

export interface SecondCopy {
  /** The WalletPort package that loads its own copy. */
  walletport: string
  name: string
  /** The copy it loads (lockfile path). */
  copy: string
  message: string
}

/** Every package (lockfile path) the package at `from` loads, itself included: its dependency closure. */
function closureOf(lock: Lock, from: string): Set<string> {
  const seen = new Set<string>()
  const visit = (path: string) => {
    if (seen.has(path)) return
    seen.add(path)
    const entry = lock[path] ?? {}
    for (const name of Object.keys({
      ...entry.dependencies,
      ...entry.optionalDependencies,
      ...entry.peerDependencies,
    })) {
      const next = resolveIn(lock, path, name)
      if (next) visit(next)
    }
  }
  visit(from)
  return seen
}

/**
 * A WalletPort package that loads a @noble version its chain libraries (its third-party peer dependencies, e.g.
 * @solana/web3.js for adapter-solana) do not load, while they load another: an app of that chain bundles the
 * package twice. Chain libraries pin their own @noble versions; WalletPort must accept theirs, not add one. Versions
 * are compared, not folders: where npm puts two copies of one version is the app's install layout (npm dedupe).
 */
export function secondCopies(appDir: string): SecondCopy[] {
  const lock = readLock(appDir)
  return Object.entries(lock).flatMap(([path, entry]) => {
    if (!/(^|\/)node_modules\/@walletport\/[^/]+$/.test(path)) return []
    const walletport = packageName(path)
    const chainLibraries = Object.keys(entry.peerDependencies ?? {}).filter(
      (name) => !name.startsWith('@walletport/'),
    )
    const closure = new Set(
      chainLibraries.flatMap((name) => {
        const resolved = resolveIn(lock, path, name)
        return resolved ? [...closureOf(lock, resolved)] : []
      }),
    )
    return NOBLE_PACKAGES.flatMap((name) => {
      const wanted = { ...entry.dependencies, ...entry.optionalDependencies }
      const copy = wanted[name] ? resolveIn(lock, path, name) : undefined
      if (!copy) return []
      const theirs = new Set([...closure].filter((dependency) => dependency.endsWith(`node_modules/${name}`)))
      const versions = new Set([...theirs].map((other) => lock[other]?.version))
      const version = lock[copy]?.version
      if (theirs.size === 0 || versions.has(version)) return []
      return [
        {
          walletport,
          name,
          copy,
          message: `${walletport} loads ${name}@${version} (${copy}): expected a version its chain libraries (${chainLibraries.join(', ')}) load (${[...versions].join(', ')}), received a second one`,
        },
      ]
    })
  })
}

/** The copies (folders) of each @noble package the bundle holds modules of, from the build's module list. */
export function bundledCopies(moduleIds: readonly string[], appDir: string): Record<string, string[]> {
  return Object.fromEntries(
    NOBLE_PACKAGES.map((name) => {
      const roots = moduleIds.flatMap((id) => {
        const at = id.lastIndexOf(`node_modules/${name}/`)
        return at < 0 ? [] : [id.slice(0, at + `node_modules/${name}`.length).replace(`${appDir}/`, '')]
      })
      return [name, [...new Set(roots)].sort()]
    }),
  )
}
