/** What any child process needs from ours to run: where programs, home and temporary files are, and the locale. */
const inherited = ['PATH', 'HOME', 'TMPDIR', 'TMP', 'TEMP', 'LANG', 'LC_ALL', 'SYSTEMROOT', 'USERPROFILE']

/**
 * The environment for a devnet child: the few variables above plus `own`, nothing else. A variable of the parent
 * such as `PORT` (chopsticks reads it and moves its port) never reaches a child.
 */
export function childEnvironment(own: Readonly<Record<string, string>> = {}): NodeJS.ProcessEnv {
  const environment: NodeJS.ProcessEnv = {}
  for (const name of inherited) {
    const value = process.env[name]
    if (value !== undefined) environment[name] = value
  }
  return { ...environment, ...own }
}
