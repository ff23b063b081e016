#!/usr/bin/env node
import { runCli } from './runCli.js'

const { exitCode, server } = await runCli({
  args: process.argv.slice(2),
  environment: process.env,
  print: (text) => console.log(text),
  printError: (text) => console.error(text),
})
if (!server) process.exit(exitCode)
else {
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await server.stop()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
