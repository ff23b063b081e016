import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { npmEnvironment, repoDir } from './packTarballs.js'
import type { InstallLine } from './readmeSections.js'
import { runCommand } from './runCommand.js'

export interface CreateOutsideAppParameters {
  /** Folder prefix under the system's temporary folder. */
  name: string
  /** Path → text, written before the install (package.json is made here). */
  files: Record<string, string>
  /** The README's install lines the app runs, each as written (WalletPort packages from their tarballs). */
  install: InstallLine[]
  tarballs: Record<string, string>
  /** The app's own packages (React, its bundler and compiler), name → range. */
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}

export interface OutsideApp {
  dir: string
  /** What `npm install` printed. */
  installOutput: string
  /** Runs a binary of the app's node_modules/.bin in the app's folder; resolves its output. */
  run(bin: string, args: string[], env?: Record<string, string>): Promise<string>
  remove(): void
}

export class UnpackedPackageError extends Error {
  constructor(name: string, packed: string[]) {
    super(
      `README installs ${name}: expected one of the packed packages (${packed.join(', ')}), received none`,
    )
    this.name = 'UnpackedPackageError'
  }
}

const readJson = (path: string) =>
  JSON.parse(readFileSync(path, 'utf8')) as Record<string, Record<string, string>>

/** The versions the repository's own apps use (examples/*, the root's TypeScript), so outside apps match them. */
export function toolchainVersions(): Record<string, string> {
  const vite = readJson(join(repoDir, 'examples', 'vite-react', 'package.json'))
  const next = readJson(join(repoDir, 'examples', 'nextjs', 'package.json'))
  const root = readJson(join(repoDir, 'package.json'))
  return { ...vite.dependencies, ...vite.devDependencies, ...next.dependencies, ...root.devDependencies }
}

/** The README line's packages with each `@walletport/x` replaced by its tarball, everything else as written. */
export function installArguments(lines: InstallLine[], tarballs: Record<string, string>): string[] {
  return lines.flatMap(({ packages }) =>
    packages.map((spec) => {
      if (!spec.startsWith('@walletport/')) return spec
      const tarball = tarballs[spec]
      if (!tarball) throw new UnpackedPackageError(spec, Object.keys(tarballs))
      return tarball
    }),
  )
}

/**
 * A throwaway app outside the repository's tree (no workspace node_modules above it), its files written and the
 * README's install lines run in one `npm install` on the npm cache.
 */
export async function createOutsideApp(parameters: CreateOutsideAppParameters): Promise<OutsideApp> {
  const dir = mkdtempSync(join(tmpdir(), `walletport-outside-${parameters.name}-`))
  const remove = () => rmSync(dir, { recursive: true, force: true })
  try {
    const manifest = {
      name: parameters.name,
      private: true,
      version: '0.0.0',
      type: 'module',
      dependencies: parameters.dependencies,
      devDependencies: parameters.devDependencies,
    }
    writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    for (const [path, text] of Object.entries(parameters.files)) {
      mkdirSync(join(dir, path, '..'), { recursive: true })
      writeFileSync(join(dir, path), text)
    }
    const installOutput = await runCommand(
      'npm',
      [
        'install',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        ...installArguments(parameters.install, parameters.tarballs),
      ],
      { cwd: dir, env: npmEnvironment(), timeoutMs: 900_000 },
    )
    return {
      dir,
      installOutput,
      run: (bin, args, env = {}) =>
        runCommand(join(dir, 'node_modules', '.bin', bin), args, {
          cwd: dir,
          env: npmEnvironment({ NODE_ENV: 'production', ...env }),
        }),
      remove,
    }
  } catch (error) {
    remove()
    throw error
  }
}

/** Where the app's lockfile says each installed `@walletport/*` package came from (not the packages nested under one). */
export function walletportSources(dir: string): Record<string, string> {
  const lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { resolved?: string }>
  }
  return Object.fromEntries(
    Object.entries(lock.packages)
      .filter(([path]) => /(^|\/)node_modules\/@walletport\/[^/]+$/.test(path))
      .map(([path, entry]) => [path, entry.resolved ?? '(none)']),
  )
}
