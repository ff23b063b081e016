import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoDir } from './packTarballs.js'

/** One `npm install …` line of the README's Install section: its packages as written, and its comment. */
export interface InstallLine {
  packages: string[]
  comment: string
}

export class ReadmeSectionError extends Error {
  constructor(expected: string, received: string) {
    super(`README.md: expected ${expected}, received ${received}`)
    this.name = 'ReadmeSectionError'
  }
}

export function readReadme(): string {
  return readFileSync(join(repoDir, 'README.md'), 'utf8')
}

/** The text of the `## <title>` section, up to the next `## ` heading. */
export function readmeSection(readme: string, title: string): string {
  const start = readme.indexOf(`\n## ${title}\n`)
  if (start < 0) throw new ReadmeSectionError(`a "## ${title}" section`, 'none')
  const end = readme.indexOf('\n## ', start + 1)
  return readme.slice(start, end < 0 ? undefined : end)
}

/** The fenced code blocks of `section` in the given language, in order. */
export function codeBlocks(section: string, language: string): string[] {
  return [...section.matchAll(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, 'g'))].map(
    (match) => match[1]!,
  )
}

/** The Install section's `npm install` lines, as the README writes them. */
export function readInstallLines(readme = readReadme()): InstallLine[] {
  const lines = codeBlocks(readmeSection(readme, 'Install'), 'sh')
    .join('\n')
    .split('\n')
    .flatMap((line) => {
      const match = /^npm install ([^#]+?)\s*(?:#\s*(.*))?$/.exec(line.trim())
      return match ? [{ packages: match[1]!.split(/\s+/), comment: match[2] ?? '' }] : []
    })
  if (lines.length === 0) throw new ReadmeSectionError('npm install lines in "## Install"', 'none')
  return lines
}

/** The install line that installs `name` (e.g. '@walletport/adapter-evm'). */
export function installLineOf(lines: InstallLine[], name: string): InstallLine {
  const line = lines.find((candidate) => candidate.packages.includes(name))
  if (!line)
    throw new ReadmeSectionError(
      `an npm install line with ${name}`,
      lines.map((l) => l.packages[0]).join(', '),
    )
  return line
}

/** The Example section's first tsx block: the code a reader copies. */
export function readExample(readme = readReadme()): string {
  const [example] = codeBlocks(readmeSection(readme, 'Example'), 'tsx')
  if (!example) throw new ReadmeSectionError('a tsx block in "## Example"', 'none')
  return example
}
