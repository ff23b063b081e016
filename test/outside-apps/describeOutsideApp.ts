import { existsSync } from 'node:fs'
import { join } from 'node:path'
import {
  type CreateOutsideAppParameters,
  createOutsideApp,
  type OutsideApp,
  walletportSources,
} from './createOutsideApp.js'
import { kilobytes, viteFirstLoadJs } from './firstLoadJs.js'
import { packedTarballs } from './packedTarballs.js'
import { typeCheck } from './typeCheck.js'

/** Generous bounds for a loaded 2-core machine: guards against hangs, not speed goals. */
export const INSTALL_TIMEOUT = 15 * 60_000
export const BUILD_TIMEOUT = 10 * 60_000

/**
 * Installs the app once (beforeAll) and checks what every outside app must pass: WalletPort came from the tarballs,
 * nothing else; `tsc --noEmit` under strict with skipLibCheck false. `more` adds the app's own tests.
 */
export function describeOutsideApp(
  title: string,
  make: (tarballs: Record<string, string>) => CreateOutsideAppParameters,
  more: (app: () => OutsideApp) => void,
): void {
  describe(title, () => {
    let app: OutsideApp | undefined
    const current = () => {
      if (!app) throw new Error(`${title}: expected the app installed by beforeAll, received none`)
      return app
    }
    beforeAll(async () => {
      app = await createOutsideApp(make(packedTarballs()))
    }, INSTALL_TIMEOUT)
    // Removing an app's node_modules takes a while on a loaded machine.
    afterAll(() => app?.remove(), BUILD_TIMEOUT)

    it('installs every @walletport package from its tarball, none from a registry', () => {
      const sources = walletportSources(current().dir)
      expect(Object.keys(sources).length).toBeGreaterThan(0)
      expect(Object.entries(sources).filter(([, resolved]) => !resolved.startsWith('file:'))).toEqual([])
    })

    more(current)
  })
}

/** The app's vite build (dist/), built now unless an earlier test of the file built it. */
export async function viteBuilt(app: OutsideApp): Promise<string> {
  const dist = join(app.dir, 'dist')
  if (!existsSync(join(dist, 'index.html'))) await app.run('vite', ['build'])
  return dist
}

/** tsc --noEmit, then vite build with its first-load JS printed. */
export function describeViteBuild(title: string, app: () => OutsideApp): void {
  it(
    'type-checks: tsc --noEmit (strict, skipLibCheck: false)',
    async () => {
      expect((await typeCheck(app(), title)).walletport).toEqual([])
    },
    BUILD_TIMEOUT,
  )

  it(
    'builds: vite build; prints the first-load JS',
    async () => {
      await app().run('vite', ['build'])
      const firstLoad = viteFirstLoadJs(`${app().dir}/dist`)
      expect(firstLoad.files.length).toBeGreaterThan(0)
      console.log(
        `${title}: first-load JS ${kilobytes(firstLoad.gzipBytes)} gzip (${kilobytes(firstLoad.bytes)} raw, ${firstLoad.files.length} files)`,
      )
    },
    BUILD_TIMEOUT,
  )
}
