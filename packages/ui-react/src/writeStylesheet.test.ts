import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { STYLESHEET_MARKER, walletPortCss } from './styles.js'

describe('styles.css (scripts/writeStylesheet.mjs)', () => {
  it('is the whole stylesheet with the marker the runtime injection looks for', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wp-styles-'))
    try {
      cpSync(join(__dirname, '..', 'scripts'), join(dir, 'scripts'), { recursive: true })
      writeFileSync(join(dir, 'package.json'), '{"type":"module"}')
      const dist = join(dir, 'dist')
      mkdirSync(dist)
      writeFileSync(
        join(dist, 'styles.js'),
        `export const STYLESHEET_MARKER = ${JSON.stringify(STYLESHEET_MARKER)}\nexport const walletPortCss = ${JSON.stringify(walletPortCss)}\n`,
      )
      execFileSync(process.execPath, [join(dir, 'scripts', 'writeStylesheet.mjs')])
      const css = readFileSync(join(dist, 'styles.css'), 'utf8')
      expect(css.startsWith(`:root { ${STYLESHEET_MARKER}: 1; }\n`)).toBe(true)
      expect(css).toContain(walletPortCss.trim())
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
