import { installLineOf, ReadmeSectionError, readExample, readInstallLines } from './readmeSections.js'

const readme = `# X

## Install

\`\`\`sh
npm install @walletport/core @walletport/ui-react   # always
npm install @walletport/adapter-evm ethers          # EVM (eip155)
\`\`\`

## Example

\`\`\`tsx
export const a = 1
\`\`\`

### More

\`\`\`tsx
export const b = 2
\`\`\`

## Development
`

describe('the README as the outside apps read it', () => {
  it('takes each npm install line of the Install section as written, with its comment', () => {
    expect(readInstallLines(readme)).toEqual([
      { packages: ['@walletport/core', '@walletport/ui-react'], comment: 'always' },
      { packages: ['@walletport/adapter-evm', 'ethers'], comment: 'EVM (eip155)' },
    ])
    expect(installLineOf(readInstallLines(readme), '@walletport/adapter-evm').packages).toEqual([
      '@walletport/adapter-evm',
      'ethers',
    ])
  })

  it("takes the Example section's first tsx block", () => {
    expect(readExample(readme)).toBe('export const a = 1\n')
  })

  it('names what is missing', () => {
    expect(() => readExample('# X\n')).toThrow(new ReadmeSectionError('a "## Example" section', 'none'))
    expect(() => installLineOf(readInstallLines(readme), '@walletport/adapter-solana')).toThrow(
      'README.md: expected an npm install line with @walletport/adapter-solana, received @walletport/core, @walletport/adapter-evm',
    )
  })

  it('reads the repository README: an install line for core and an Example', () => {
    expect(installLineOf(readInstallLines(), '@walletport/core').packages).toContain('@walletport/ui-react')
    expect(readExample()).toContain('@walletport/core')
  })
})
