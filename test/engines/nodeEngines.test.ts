import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { minVersion, satisfies, validRange } from 'semver'

const root = join(__dirname, '..', '..')
const read = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'))

/**
 * `npm install` warns (EBADENGINE) for every installed package whose `engines.node` leaves out the running Node: 180
 * lines on Node 20 once. Every package the lockfile installs must accept the oldest Node the root `engines` allows.
 */
describe('the lockfile installs nothing that refuses the Node the project supports', () => {
  const supported = read('package.json').engines.node as string
  const oldest = minVersion(supported)?.version

  it('the root names a Node range with a lowest version', () => {
    expect(oldest).toMatch(/^20\./)
  })

  it(`every locked package's engines.node accepts ${oldest}`, () => {
    const packages = read('package-lock.json').packages as Record<
      string,
      { version?: string; engines?: unknown }
    >
    const refusing = Object.entries(packages).flatMap(([path, { version, engines }]) => {
      const wanted = typeof engines === 'object' && engines ? (engines as { node?: unknown }).node : undefined
      if (typeof wanted !== 'string' || !validRange(wanted)) return []
      return satisfies(oldest!, wanted) ? [] : [`${path}@${version}: node ${wanted}`]
    })
    expect(refusing).toEqual([])
  })
})
