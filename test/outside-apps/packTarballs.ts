import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { readManifest } from '../packaging/checkPackage' // loaded by globalSetup too, which jest maps no paths for

export const repoDir = join(__dirname, '..', '..')
export const packagesDir = join(repoDir, 'packages')

/** The packages npm would publish (not `private`), by name, with their folder. */
export function publishablePackages(): { name: string; dir: string }[] {
  return readdirSync(packagesDir)
    .sort()
    .filter((folder) => existsSync(join(packagesDir, folder, 'package.json')))
    .map((folder) => ({ dir: join(packagesDir, folder), manifest: readManifest(join(packagesDir, folder)) }))
    .filter(({ manifest }) => !manifest.private)
    .map(({ dir, manifest }) => ({ name: manifest.name, dir }))
}

export class MissingBuildError extends Error {
  constructor(names: string[]) {
    super(
      `expected dist/ in ${names.join(', ')} before packing (npm test builds first; alone: ` +
        'TURBO_TELEMETRY_DISABLED=1 npx turbo run build), received none',
    )
    this.name = 'MissingBuildError'
  }
}

/** `npm pack` of every publishable package into `destination`; returns name → tarball path. */
export function packTarballs(destination: string): Record<string, string> {
  const packages = publishablePackages()
  const unbuilt = packages.filter(({ dir }) => !existsSync(join(dir, 'dist', 'index.js')))
  if (unbuilt.length > 0) throw new MissingBuildError(unbuilt.map(({ name }) => name))
  const output = execFileSync(
    'npm',
    ['pack', '--json', '--pack-destination', destination, ...packages.map(({ dir }) => dir)],
    { cwd: repoDir, encoding: 'utf8', env: npmEnvironment(), stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const packed = JSON.parse(output) as { name: string; filename: string }[]
  return Object.fromEntries(packed.map(({ name, filename }) => [name, join(destination, filename)]))
}

/**
 * The environment a person's shell would give npm: none of the `npm_*` variables an enclosing `npm test` sets
 * (npm_config_local_prefix would point an install at the repository), no NODE_ENV (production omits devDependencies).
 */
export function npmEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const environment = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^npm_/i.test(key) && key !== 'NODE_ENV' && key !== 'INIT_CWD',
    ),
  )
  return { ...environment, ...extra }
}
