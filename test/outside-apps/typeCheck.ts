import type { OutsideApp } from './createOutsideApp.js'
import { CommandFailedError } from './runCommand.js'

export interface TypeCheckResult {
  /** Errors in the app's code or in WalletPort's typings: each fails the check. */
  walletport: string[]
  /** Errors inside another library's own .d.ts (e.g. @polkadot/api-derive's augmentations), per package. */
  thirdParty: Record<string, number>
}

const errorLine = /^(.+?)\(\d+,\d+\): error TS\d+:/

/** Splits tsc's errors by where they are: the app or WalletPort, or inside another package's typings. */
export function classifyTscErrors(output: string): TypeCheckResult {
  const result: TypeCheckResult = { walletport: [], thirdParty: {} }
  for (const line of output.split('\n')) {
    const file = errorLine.exec(line)?.[1]
    if (!file) continue
    const owner = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1]
    if (owner && !owner.startsWith('@walletport/'))
      result.thirdParty[owner] = (result.thirdParty[owner] ?? 0) + 1
    else result.walletport.push(line)
  }
  return result
}

/**
 * `tsc --noEmit -p <project>` in the app: fails on any error in the app's code or WalletPort's typings, and on a tsc failure
 * that names no file; errors inside other libraries' own typings (which skipLibCheck: false reports in any app
 * that installs them) are printed, not failed on: they are not WalletPort's to fix.
 */
export async function typeCheck(app: OutsideApp, title: string, project = '.'): Promise<TypeCheckResult> {
  try {
    await app.run('tsc', ['--noEmit', '-p', project])
    return { walletport: [], thirdParty: {} }
  } catch (error) {
    if (!(error instanceof CommandFailedError)) throw error
    const result = classifyTscErrors(error.output)
    if (result.walletport.length > 0 || Object.keys(result.thirdParty).length === 0) throw error
    console.log(
      `${title}: tsc reports errors only inside other libraries' typings: ${Object.entries(result.thirdParty)
        .map(([name, count]) => `${name} ${count}`)
        .join(', ')}`,
    )
    return result
  }
}
