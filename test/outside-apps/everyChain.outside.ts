import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { BUILD_TIMEOUT, describeOutsideApp, describeViteBuild, viteBuilt } from './describeOutsideApp.js'
import { bundledCopies, secondCopies } from './nobleCopies.js'
import { everyChainApp } from './outsideApps.js'

describeOutsideApp(
  'an every-chain Vite app on the tarballs (five adapters, WalletConnect, embedded)',
  everyChainApp,
  (app) => {
    describeViteBuild('every-chain app', app)

    it('installs no second @noble/curves or @noble/hashes version beside the one each chain library loads (npm ls)', () => {
      expect(secondCopies(app().dir).map(({ message }) => message)).toEqual([])
    })

    it(
      "bundles no second @noble/curves or @noble/hashes beside the chain libraries' copy",
      async () => {
        const dist = await viteBuilt(app())
        const moduleIds = JSON.parse(readFileSync(join(dist, '.vite', 'modules.json'), 'utf8')) as string[]
        const bundled = bundledCopies(moduleIds, app().dir)
        const second = secondCopies(app().dir)
        console.log(
          `every-chain app bundles ${Object.entries(bundled)
            .map(([name, roots]) => `${roots.length} copies of ${name}`)
            .join(', ')}`,
        )
        const roots = new Set(Object.values(bundled).flat())
        expect(second.filter(({ copy }) => roots.has(copy)).map(({ message }) => message)).toEqual([])
      },
      BUILD_TIMEOUT,
    )
  },
)
