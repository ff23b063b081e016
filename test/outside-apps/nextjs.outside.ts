import { BUILD_TIMEOUT, describeOutsideApp } from './describeOutsideApp.js'
import { kilobytes, measureFiles } from './firstLoadJs.js'
import { nextjsApp } from './outsideApps.js'
import { scriptsOf, startNext } from './startNext.js'
import { typeCheck } from './typeCheck.js'

describeOutsideApp(
  'the Next.js App Router recipe (examples/nextjs) as an outside app on the tarballs',
  nextjsApp,
  (app) => {
    it(
      'builds: next build',
      async () => {
        await app().run('next', ['build'], { NEXT_TELEMETRY_DISABLED: '1' })
      },
      BUILD_TIMEOUT,
    )

    it(
      'type-checks: tsc --noEmit (strict, skipLibCheck: false)',
      async () => {
        expect((await typeCheck(app(), 'Next.js recipe', 'tsconfig.strict.json')).walletport).toEqual([])
      },
      BUILD_TIMEOUT,
    )

    it(
      'serves the page; prints its first-load JS',
      async () => {
        const server = await startNext(app().dir)
        try {
          const html = await (await fetch(server.url)).text()
          expect(html).toContain('Connect Wallet')
          const scripts = scriptsOf(html).filter((src) => src.startsWith('/_next/static/'))
          expect(scripts.length).toBeGreaterThan(0)
          const firstLoad = measureFiles(
            `${app().dir}/dist/static`,
            scripts.map((src) =>
              decodeURIComponent(src.replace(/^\/_next\/static\//, '').replace(/\?.*$/, '')),
            ),
          )
          console.log(
            `Next.js recipe: first-load JS ${kilobytes(firstLoad.gzipBytes)} gzip (${kilobytes(firstLoad.bytes)} raw, ${firstLoad.files.length} files)`,
          )
        } finally {
          await server.stop()
        }
      },
      BUILD_TIMEOUT,
    )
  },
)
