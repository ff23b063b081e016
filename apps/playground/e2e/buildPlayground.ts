import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const playgroundDir = join(__dirname, '..')

/** `vite build` of the playground (production) into `outDir`; throws with Vite's output when it fails. */
export function buildPlayground(outDir: string): void {
  const vitePackage = createRequire(join(playgroundDir, 'package.json')).resolve('vite/package.json')
  const viteBin = join(dirname(vitePackage), 'bin', 'vite.js')
  const result = spawnSync(
    process.execPath,
    [viteBin, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: playgroundDir,
      encoding: 'utf8',
      timeout: 120_000,
      // Jest sets NODE_ENV=test, which would give React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  )
  if (result.status !== 0) {
    throw new Error(
      `vite build failed (${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`,
    )
  }
}
