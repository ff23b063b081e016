import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join, relative } from 'node:path'
import ts from 'typescript'

/**
 * The one packaging template of every WalletPort package, and the checks that hold a package to it. A check
 * returns what it found wrong, one sentence a violation (expected vs received); an empty list passes.
 */

/** `files` of every package: the build, the sources it was built from, never tests, benches or test snapshots. */
export const TEMPLATE_FILES = [
  'dist',
  'src',
  '!src/**/*.test.ts',
  '!src/**/*.test.tsx',
  '!src/**/*.bench.ts',
  '!src/**/__snapshots__',
]
const TEMPLATE_EXCLUDES = TEMPLATE_FILES.filter((entry) => /^!.*\.tsx?$/.test(entry)).map((entry) =>
  entry.slice(1),
)

/** Source folders a package builds with another tool than tsc (bundled by vite: their imports may be dev ones). */
export const BUNDLED_SOURCES: Readonly<Record<string, readonly string[]>> = {
  '@walletport/embedded-frame': ['src/page'],
}

export interface Manifest {
  name: string
  private?: boolean
  type?: string
  sideEffects?: boolean | string[]
  main?: string
  types?: string
  files?: string[]
  exports?: Record<string, string | Record<string, string>>
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  bin?: Record<string, string>
}

export function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest
}

const isTestFile = (path: string) => /\.(test|bench)\.tsx?$/.test(path)

/** Every .ts/.tsx file under `dir`/src, relative to `dir`. */
export function sourceFiles(dir: string): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(join(dir, folder)).flatMap((name) => {
      const path = `${folder}/${name}`
      if (statSync(join(dir, path)).isDirectory()) return walk(path)
      return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
    })
  return existsSync(join(dir, 'src')) ? walk('src') : []
}

/** The export entries (`.`, `./adapter`…) whose source is TypeScript, with that source path. */
export function sourceEntries(manifest: Manifest): { entry: string; source: string }[] {
  return Object.entries(manifest.exports ?? {}).flatMap(([entry, target]) =>
    typeof target === 'object' && target['@walletport/source']
      ? [{ entry, source: target['@walletport/source'] }]
      : [],
  )
}

/** package.json and tsconfig.build.json as the template has them. */
export function checkTemplate(dir: string, manifest = readManifest(dir)): string[] {
  const problems: string[] = []
  const expectField = (field: string, expected: unknown, received: unknown) => {
    if (JSON.stringify(expected) !== JSON.stringify(received)) {
      problems.push(`${field}: expected ${JSON.stringify(expected)}, received ${JSON.stringify(received)}`)
    }
  }
  expectField('type', 'module', manifest.type)
  expectField('main', './dist/index.js', manifest.main)
  expectField('types', './dist/index.d.ts', manifest.types)
  const extras = (manifest.files ?? []).filter(
    (entry) => !TEMPLATE_FILES.includes(entry) && !entry.startsWith('!'),
  )
  expectField('files', [...TEMPLATE_FILES.slice(0, 2), ...extras, ...TEMPLATE_FILES.slice(2)], manifest.files)
  if (extras.some((entry) => entry.startsWith('src') || entry.startsWith('test'))) {
    problems.push(
      `files: expected only dist, src and top-level documents, received ${JSON.stringify(extras)}`,
    )
  }
  const effects = manifest.sideEffects
  if (effects !== false && !(Array.isArray(effects) && effects.every((glob) => glob.endsWith('.css')))) {
    problems.push(`sideEffects: expected false (or only CSS files), received ${JSON.stringify(effects)}`)
  }
  for (const [entry, target] of Object.entries(manifest.exports ?? {})) {
    if (entry === './package.json' || typeof target === 'string') continue
    const stem = entry === '.' ? 'index' : `${entry.slice(2)}/index`
    expectField(
      `exports["${entry}"]`,
      {
        '@walletport/source': `./src/${stem}.ts`,
        types: `./dist/${stem}.d.ts`,
        import: `./dist/${stem}.js`,
        default: `./dist/${stem}.js`,
      },
      target,
    )
  }
  if (manifest.exports?.['./package.json'] !== './package.json') {
    problems.push('exports["./package.json"]: expected "./package.json"')
  }
  const tsconfigPath = join(dir, 'tsconfig.build.json')
  const tsconfig = existsSync(tsconfigPath)
    ? (JSON.parse(readFileSync(tsconfigPath, 'utf8')) as unknown)
    : undefined
  expectField(
    'tsconfig.build.json',
    {
      extends: '../../tsconfig.base.json',
      compilerOptions: { rootDir: 'src', outDir: 'dist' },
      include: ['src'],
      exclude: [...TEMPLATE_EXCLUDES, ...(BUNDLED_SOURCES[manifest.name] ?? [])],
    },
    tsconfig,
  )
  return problems
}

/** What `npm pack` would publish (paths inside the tarball's package folder). */
export function publishedFiles(dir: string): string[] {
  const output = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  const [pack] = JSON.parse(output) as { files: { path: string }[] }[]
  return (pack?.files ?? []).map((file) => file.path).sort()
}

/** Nothing test-only published: no test or bench file, no test/ folder, no src/testing unless it is an export. */
export function checkPublished(files: readonly string[], manifest: Manifest): string[] {
  const testingEntry = sourceEntries(manifest).some(({ source }) => source.startsWith('./src/testing/'))
  return files.flatMap((file) => {
    if (/\.(test|bench)\.(d\.ts|tsx?|jsx?|js\.map|d\.ts\.map)$/.test(file)) {
      return [`published ${file}: expected no test or bench file in the package`]
    }
    if (file.startsWith('test/')) return [`published ${file}: expected no test/ folder in the package`]
    if (/(^|\/)__snapshots__\/|\.snap$/.test(file)) {
      return [`published ${file}: expected no test snapshot in the package`]
    }
    if (!testingEntry && /^(src|dist)\/(.+\/)?testing\//.test(file)) {
      return [`published ${file}: expected no testing folder unless the package exports it (./testing)`]
    }
    return []
  })
}

function parse(dir: string, file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(join(dir, file), 'utf8'), ts.ScriptTarget.ES2022, true)
}

const DECLARATIONS = new Set([
  ts.SyntaxKind.ImportDeclaration,
  ts.SyntaxKind.ImportEqualsDeclaration,
  ts.SyntaxKind.ExportDeclaration,
  ts.SyntaxKind.ExportAssignment,
  ts.SyntaxKind.FunctionDeclaration,
  ts.SyntaxKind.ClassDeclaration,
  ts.SyntaxKind.InterfaceDeclaration,
  ts.SyntaxKind.TypeAliasDeclaration,
  ts.SyntaxKind.EnumDeclaration,
  ts.SyntaxKind.ModuleDeclaration,
  ts.SyntaxKind.VariableStatement,
  ts.SyntaxKind.EmptyStatement,
])

/** The sources of the package's executables (`bin`: dist/cli.js ← src/cli.ts): scripts that run, not modules. */
function binSources(manifest: Manifest): string[] {
  return Object.values(manifest.bin ?? {}).map((path) =>
    path.replace(/^\.\/dist\//, 'src/').replace(/\.js$/, '.ts'),
  )
}

/**
 * Where `sideEffects: false` is declared (CSS aside), no shipped module may do anything when it loads beyond
 * declaring: no top-level call or assignment, no statement that runs, no import for its effect alone. The
 * package's executables (`bin`) and bundled pages (BUNDLED_SOURCES) are entry points, not imported modules.
 */
export function checkSideEffects(dir: string, manifest = readManifest(dir)): string[] {
  const effects = manifest.sideEffects
  if (effects !== false && !Array.isArray(effects)) return []
  const entryPoints = binSources(manifest)
  const bundled = BUNDLED_SOURCES[manifest.name] ?? []
  return sourceFiles(dir)
    .filter((file) => !isTestFile(file) && !entryPoints.includes(file))
    .filter((file) => !bundled.some((folder) => file.startsWith(`${folder}/`)))
    .flatMap((file) =>
      parse(dir, file).statements.flatMap((statement) => {
        const line = statement.getSourceFile().getLineAndCharacterOfPosition(statement.getStart()).line + 1
        const text = statement.getText().split('\n')[0]!.slice(0, 80)
        if (ts.isImportDeclaration(statement) && !statement.importClause) {
          const specifier = (statement.moduleSpecifier as ts.StringLiteral).text
          if (specifier.endsWith('.css')) return []
          return [
            `${file}:${line}: expected no import for its side effects alone ("sideEffects": false), received ${text}`,
          ]
        }
        if (DECLARATIONS.has(statement.kind) || isDirective(statement)) return []
        return [
          `${file}:${line}: expected only declarations at module level ("sideEffects": false), received ${text}`,
        ]
      }),
    )
}

/** A directive prologue ('use client' for React Server Components): read by bundlers, runs nothing. */
function isDirective(statement: ts.Statement): boolean {
  return (
    ts.isExpressionStatement(statement) &&
    ts.isStringLiteral(statement.expression) &&
    statement === statement.getSourceFile().statements[0]
  )
}

/** The package a bare import specifier names ('@scope/name/sub' → '@scope/name'); undefined for relative ones. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:'))
    return undefined
  const parts = specifier.split('/')
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!
  return builtinModules.includes(name) ? undefined : name
}

/** Every module specifier a file names: imports and re-exports (types too), import(), require(). */
export function specifiersOf(source: ts.SourceFile): string[] {
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      found.push((node.moduleSpecifier as ts.StringLiteral).text)
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text)
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push(node.argument.literal.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** String literals of a file (a platform package resolved by name, e.g. '@foundry-rs/anvil-linux-amd64'). */
function stringsOf(source: ts.SourceFile): string[] {
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/**
 * Dependencies match the shipped code: every dependency and peer dependency is imported (or resolved by name) by
 * some shipped source file, and every package a shipped file imports is declared as one. Bundled sources, and
 * private packages (never installed by anyone), may also use dev dependencies.
 */
export function checkDependencies(dir: string, manifest = readManifest(dir)): string[] {
  const runtime = Object.keys({
    ...manifest.dependencies,
    ...manifest.peerDependencies,
    ...manifest.optionalDependencies,
  })
  const dev = new Set(Object.keys(manifest.devDependencies ?? {}))
  const declared = new Set(manifest.private ? [...runtime, ...dev] : runtime)
  const bundled = BUNDLED_SOURCES[manifest.name] ?? []
  const used = new Set<string>()
  const named = new Set<string>()
  const problems: string[] = []
  for (const file of sourceFiles(dir).filter((path) => !isTestFile(path))) {
    const inBundle = bundled.some((folder) => file.startsWith(`${folder}/`))
    const source = parse(dir, file)
    for (const text of stringsOf(source)) named.add(text)
    for (const name of new Set(specifiersOf(source).flatMap((s) => packageOf(s) ?? []))) {
      if (name === manifest.name) continue
      used.add(name)
      if (!declared.has(name) && !(inBundle && dev.has(name))) {
        problems.push(
          `${file} imports ${name}: expected it among dependencies or peerDependencies, received none`,
        )
      }
    }
  }
  const resolvedByName = (name: string) =>
    [...named].some((text) => text === name || text.startsWith(`${name}/`) || text.startsWith(`${name}-`))
  for (const name of runtime) {
    if (!used.has(name) && !resolvedByName(name)) {
      problems.push(
        `${name} is a dependency: expected a shipped file to import it, received none (${relative(process.cwd(), dir) || '.'})`,
      )
    }
  }
  return problems
}

/** Every check on one package folder. */
export function checkPackage(dir: string): string[] {
  const manifest = readManifest(dir)
  return [
    ...checkTemplate(dir, manifest),
    ...checkPublished(publishedFiles(dir), manifest),
    ...checkSideEffects(dir, manifest),
    ...checkDependencies(dir, manifest),
  ]
}
