import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** The folders and files of an app that are its own code and configuration (never node_modules or the build). */
const OWN = ['src', 'app', 'index.html', 'vite.config.js', 'vite.config.ts', 'next.config.mjs']

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return []
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path).flatMap((name) => filesUnder(join(path, name)))
}

/** Every host an absolute http(s)/ws(s) URL in the app's own code or configuration names (lower case). */
export function hostsNamedIn(dir: string): Set<string> {
  const hosts = new Set<string>()
  for (const file of OWN.flatMap((path) => filesUnder(join(dir, path)))) {
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(/\b(?:https?|wss?):\/\/([a-z0-9.-]+|\[[0-9a-f:]+\])/gi)) {
      hosts.add(match[1]!.toLowerCase())
    }
  }
  return hosts
}
