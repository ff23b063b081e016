import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, mkdtemp } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { framePageDirectory } from '@walletport/embedded-frame'

const packageDir = join(__dirname, '..', '..')

/** `vite build` in a child process (vite is ESM-only; jest runs CommonJS) into a new temporary folder. */
async function viteBuild(configFile: string, prefix: string): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), prefix))
  const viteBin = join(
    dirname(createRequire(join(packageDir, 'package.json')).resolve('vite/package.json')),
    'bin',
    'vite.js',
  )
  const child = spawn(
    process.execPath,
    [viteBin, 'build', '--config', configFile, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: dirname(configFile), env: { ...process.env, NODE_ENV: 'production' } },
  )
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  if (code !== 0) throw new Error(`vite build of ${configFile} failed (${code}):\n${output}`)
  return outDir
}

/** The test dapp page: the real packages from source, as the playground builds them. */
export const buildTestDapp = () =>
  viteBuild(join(__dirname, 'dapp', 'vite.config.ts'), 'walletport-test-dapp-')

/**
 * The frame page as @walletport/embedded-frame built it (`framePageDirectory()`), copied into a new temporary
 * folder: the files the server ships in its dist/frame.
 */
export async function buildFrame(): Promise<string> {
  const built = framePageDirectory()
  if (!existsSync(join(built, 'index.html'))) {
    throw new Error(
      `The frame page is not built (${built}): npx turbo run build --filter=@walletport/embedded-frame`,
    )
  }
  const outDir = await mkdtemp(join(tmpdir(), 'walletport-frame-build-'))
  await cp(built, outDir, { recursive: true })
  return outDir
}
