import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, posix } from 'node:path'
import ts from 'typescript'
import { type Manifest, packageOf, specifiersOf } from '../packaging/checkPackage.js'

/**
 * Checks of a package as npm delivers it: the folder a tarball unpacks to (`package/`). Each returns what it found
 * wrong, one sentence a violation (expected vs received); an empty list passes.
 */

export interface PackedManifest extends Manifest {
  repository?: string | { type?: string; url?: string }
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
}

export function readPackedManifest(dir: string): PackedManifest {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackedManifest
}

/** Every file of the unpacked package, relative to it, '/'-separated. */
export function packedFiles(dir: string, folder = ''): string[] {
  return readdirSync(join(dir, folder))
    .flatMap((name) => {
      const path = folder ? `${folder}/${name}` : name
      return statSync(join(dir, path)).isDirectory() ? packedFiles(dir, path) : [path]
    })
    .sort()
}

/** A LICENSE file at the top and a `repository` field: what a registry page and a licence scanner read. */
export function checkLicenseAndRepository(files: readonly string[], manifest: PackedManifest): string[] {
  const problems: string[] = []
  if (!files.some((file) => /^licen[cs]e(\.(md|txt))?$/i.test(file))) {
    problems.push(
      `expected a LICENSE file at the package's top, received ${JSON.stringify(files.filter((f) => !f.includes('/')))}`,
    )
  }
  const repository = manifest.repository
  if (!repository || (typeof repository === 'object' && !repository.url)) {
    problems.push(
      `package.json: expected a repository field with a url, received ${JSON.stringify(repository)}`,
    )
  }
  return problems
}

const TEST_ONLY = [
  /(^|\/)__snapshots__\//,
  /\.snap$/,
  /\.(test|spec|e2e|bench)\.(d\.ts|[cm]?[jt]sx?)(\.map)?$/,
  /(^|\/)(__tests__|__mocks__|__fixtures__)\//,
  /^test\//,
]

/** No test, snapshot, bench or fixture file shipped. */
export function checkNoTestFiles(files: readonly string[]): string[] {
  return files
    .filter((file) => TEST_ONLY.some((pattern) => pattern.test(file)))
    .map((file) => `shipped ${file}: expected no test, snapshot or bench file in the tarball`)
}

/** Link targets of a Markdown text: `[text](target)`, `![alt](target)`, `href="…"`, `src="…"`. */
export function linkTargets(markdown: string): string[] {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '')
  return [
    ...[...withoutCode.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!),
    ...[...withoutCode.matchAll(/\b(?:href|src)="([^"]+)"/g)].map((match) => match[1]!),
  ]
}

/**
 * Test files a Markdown text points at in code spans (`src/….test.ts`, `test/….test-d.ts`): a reader looks for
 * them in the package. Other paths in code spans may be the reader's own files (`test/myAdapter.contract.js`).
 */
export function testFileMentions(markdown: string): string[] {
  const withoutBlocks = markdown.replace(/```[\s\S]*?```/g, '')
  return [
    ...withoutBlocks.matchAll(
      /`((?:\.{1,2}\/|src\/|dist\/|test\/)[\w@./-]*\.(?:test|test-d|spec|e2e)\.[a-z]{1,4})`/g,
    ),
  ].map((match) => match[1]!)
}

/** Every relative link (and test file named in a code span) of the shipped Markdown files names a file the tarball holds. */
export function checkDocumentLinks(dir: string, files: readonly string[]): string[] {
  return files
    .filter((file) => file.toLowerCase().endsWith('.md'))
    .flatMap((document) => {
      const text = readFileSync(join(dir, document), 'utf8')
      const targets = [
        ...linkTargets(text).map((target) => ({ target, verb: 'links' })),
        ...testFileMentions(text).map((target) => ({ target, verb: 'points at' })),
      ]
      return targets.flatMap(({ target, verb }) => {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#') || target.startsWith('//'))
          return []
        const path = posix.normalize(posix.join(posix.dirname(document), target.replace(/[#?].*$/, '')))
        const folder = `${path.replace(/\/$/, '')}/`
        const shipped =
          !path.startsWith('..') &&
          (path === '.' || files.includes(path) || files.some((f) => f.startsWith(folder)))
        return shipped
          ? []
          : [
              `${document} ${verb} ${target}: expected a file the tarball ships (or an absolute link to the repository), received none (${path})`,
            ]
      })
    })
}

/** The .d.ts a relative specifier of `from` names, if shipped ('./a.js' → a.d.ts, './a' → a.d.ts or a/index.d.ts). */
function resolveDeclaration(dir: string, from: string, specifier: string): string | undefined {
  const base = posix.normalize(posix.join(posix.dirname(from), specifier)).replace(/\.(js|mjs|d\.ts)$/, '')
  return [`${base}.d.ts`, `${base}/index.d.ts`].find((candidate) => existsSync(join(dir, candidate)))
}

/** The typings of each export entry, as `types` names them, with whether it is the main entry ('.'). */
function typingsEntries(manifest: PackedManifest): { types: string; main: boolean }[] {
  const entries = Object.entries(manifest.exports ?? {}).flatMap(([entry, target]) =>
    typeof target === 'object' && target.types
      ? [{ types: posix.normalize(target.types), main: entry === '.' }]
      : [],
  )
  if (manifest.types) entries.push({ types: posix.normalize(manifest.types), main: true })
  return entries
}

/**
 * The public typings import only the package's dependencies and peers, and the main entry's (every .d.ts
 * `exports['.'].types` reaches) no optional peer: an app without that peer, compiled with `skipLibCheck: false`,
 * must type-check. A sub-entry (`@walletport/ui-react/cosmos`) is opted into by its import path and may import the
 * optional peer it is for.
 */
export function checkPublicTypings(dir: string, manifest: PackedManifest): string[] {
  const optional = new Set(
    Object.entries(manifest.peerDependenciesMeta ?? {}).flatMap(([name, meta]) =>
      meta.optional ? [name] : [],
    ),
  )
  const declared = new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ])
  const problems = new Set<string>()
  for (const { types, main } of typingsEntries(manifest)) {
    if (!existsSync(join(dir, types))) {
      problems.add(`types ${types}: expected the tarball to ship it, received none`)
      continue
    }
    const seen = new Set<string>()
    const visit = (file: string, via: string[]) => {
      if (seen.has(file)) return
      seen.add(file)
      const source = ts.createSourceFile(
        file,
        readFileSync(join(dir, file), 'utf8'),
        ts.ScriptTarget.ES2022,
        true,
      )
      for (const specifier of new Set(specifiersOf(source))) {
        if (specifier.startsWith('.')) {
          const next = resolveDeclaration(dir, file, specifier)
          if (next) visit(next, [...via, file])
          continue
        }
        const name = packageOf(specifier)
        if (!name || name === manifest.name || name.startsWith('@types/')) continue
        const chain = [...via, file].join(' → ')
        if (!declared.has(name)) {
          problems.add(
            `${chain} imports ${specifier}: expected public typings to import only dependencies and peers, received ${name}`,
          )
        } else if (main && optional.has(name)) {
          problems.add(
            `${chain} imports ${specifier}: expected the main entry's typings to import no optional peer dependency, received ${name} (an app without it fails tsc under skipLibCheck: false)`,
          )
        }
      }
    }
    visit(types, [])
  }
  return [...problems]
}
