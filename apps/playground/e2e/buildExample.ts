import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'

export const examplesDir = join(__dirname, '..', '..', '..', 'examples')

/**
 * The example's `dist/`, as `npm run build` (turbo) leaves it; built here when missing (a suite run alone before
 * any build). Throws with the build's output when it fails.
 */
export function ensureExampleBuilt(name: 'vite-react' | 'nextjs'): string {
  const dir = join(examplesDir, name)
  const marker = join(dir, 'dist', name === 'nextjs' ? 'BUILD_ID' : 'index.html')
  if (existsSync(marker)) return dir
  const result = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 300_000,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (result.status !== 0) {
    throw new Error(
      `building examples/${name} failed (${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`,
    )
  }
  return dir
}
