/**
 * The files of a Vite + React + TypeScript app as `npm create vite` makes it (react-ts), with `strict` and
 * `skipLibCheck: false`: every .d.ts the app's imports reach is checked, WalletPort's included. `src` holds the
 * app's own modules; src/main.tsx renders `App` from src/App.tsx.
 */
export function viteAppFiles(src: Record<string, string>): Record<string, string> {
  return {
    'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Outside app</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
    'tsconfig.json': `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          moduleDetection: 'force',
          jsx: 'react-jsx',
          types: ['vite/client'],
          strict: true,
          skipLibCheck: false,
          noEmit: true,
          isolatedModules: true,
          verbatimModuleSyntax: true,
          noUnusedLocals: true,
          noUnusedParameters: true,
          noFallthroughCasesInSwitch: true,
        },
        include: ['src'],
      },
      null,
      2,
    )}\n`,
    // The manifest gives the page's first-load closure; modules.json every module the bundle holds (duplicates).
    'vite.config.js': `import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const listModules = {
  name: 'list-modules',
  generateBundle(_options, bundle) {
    const ids = Object.values(bundle).flatMap((chunk) =>
      chunk.type === 'chunk' ? (chunk.moduleIds ?? Object.keys(chunk.modules)) : [],
    )
    this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(ids) })
  },
}

export default defineConfig({
  plugins: [react(), listModules],
  build: { manifest: true, chunkSizeWarningLimit: 4096 },
})
`,
    'src/main.tsx': `import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'

const root = document.getElementById('root')
if (!root) throw new Error('Missing #root element')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
`,
    ...Object.fromEntries(Object.entries(src).map(([path, text]) => [`src/${path}`, text])),
  }
}
