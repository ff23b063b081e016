import { type Environment, readServerConfig, serverEnvironmentVariables } from './config/readServerConfig.js'
import { type RunningEmbeddedServer, startEmbeddedServer } from './startEmbeddedServer.js'

export const cliUsage = `Usage: walletport-embedded-server
Runs the WalletPort embedded-wallet auth server and frame until SIGINT/SIGTERM. Settings come from the environment:
${Object.entries(serverEnvironmentVariables)
  .map(([name, description]) => `  ${name.padEnd(28)}${description}`)
  .join('\n')}`

/**
 * What `walletport-embedded-server` does with its arguments and environment: prints the usage, refuses bad
 * settings (exit code 1, the message names the variable) or starts the server. The process wiring is cli.ts's.
 */
export async function runCli({
  args,
  environment,
  print,
  printError,
}: {
  args: readonly string[]
  environment: Environment
  print: (text: string) => void
  printError: (text: string) => void
}): Promise<{ exitCode: number; server?: RunningEmbeddedServer }> {
  if (args.includes('--help') || args.includes('-h')) {
    print(cliUsage)
    return { exitCode: 0 }
  }
  if (args.length > 0) {
    printError(`Unknown argument ${args[0]}: settings come from the environment\n${cliUsage}`)
    return { exitCode: 2 }
  }
  try {
    return { exitCode: 0, server: await startEmbeddedServer({ config: readServerConfig(environment) }) }
  } catch (error) {
    printError(error instanceof Error ? error.message : String(error))
    return { exitCode: 1 }
  }
}
