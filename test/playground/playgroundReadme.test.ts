import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { defaultPlaygroundOptions } from '../../apps/playground/src/options/playgroundOptions'
import { readPlaygroundPortTable } from './playgroundPortsForTest'

const readme = readFileSync(join(__dirname, '..', '..', 'apps', 'playground', 'README.md'), 'utf8')
const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']

describe('the playground README agrees with what runs', () => {
  it('says how many chains are on by default', () => {
    const said = readme.match(/all (\w+) chains/)?.[1]
    expect(said).toBe(numberWords[defaultPlaygroundOptions.chains.length])
  })

  it('lists every fixed port of the start with its variable and default, and no other', () => {
    const rows = [...readme.matchAll(/^\| `([A-Z0-9_]+)` +\| (\d+) +\|/gm)].map(([, variable, port]) => [
      variable,
      Number(port),
    ])
    expect(rows).toEqual(readPlaygroundPortTable().map(([variable, port]) => [variable, port]))
  })
})
