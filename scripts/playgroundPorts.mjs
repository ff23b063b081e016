// The fixed loopback ports `npm run playground` listens on, each with the variable that moves it, and the check that
// every one is free before anything starts (a busy one ends the start; nothing shifts silently).
import { createServer } from 'node:net'

/** Variable, default port and what listens there, in the order they are checked. */
export const playgroundPortTable = [
  ['PORT', 5173, 'the playground page (vite)'],
  ['EVM_PORT', 8545, 'the EVM node of chain 31337 (anvil)'],
  ['EVM2_PORT', 8546, 'the EVM node of chain 31338 (anvil)'],
  ['EVM_INDEXER_PORT', 8547, 'the EVM history indexer'],
  ['SOLANA_PORT', 8899, 'the Solana JSON-RPC (litesvm)'],
  ['RELAY_PORT', 8555, 'the WalletConnect relay'],
  ['COSMOS_PORT', 26657, 'the Cosmos CometBFT RPC'],
  ['BITCOIN_PORT', 3002, 'the Bitcoin regtest Esplora API (bcoin)'],
  ['POLKADOT_PORT', 8000, 'the Polkadot node (chopsticks)'],
  ['POLKADOT_INDEXER_PORT', 8001, 'the Polkadot history indexer'],
  ['FARCASTER_RELAY_PORT', 8560, 'the Farcaster auth relay'],
  ['SOCIAL_OIDC_PORT', 8561, 'the social-login OpenID Connect provider'],
  ['SOCIAL_OAUTH_PORT', 8562, 'the social-login OAuth 2 providers'],
  ['ONRAMP_PORT', 8563, 'the first card on-ramp fixture'],
  ['ONRAMP2_PORT', 8564, 'the second card on-ramp fixture'],
  ['MAIL_SMTP_PORT', 2525, 'the mail sink (SMTP)'],
  ['MAIL_API_PORT', 8788, 'the mail sink (HTTP API)'],
  ['EMBEDDED_PORT', 8787, 'the embedded wallet server'],
  ['NAMES_PORT', 8790, 'the name service'],
  ['BUNDLER_PORT', 4337, 'the ERC-4337 bundler (alto)'],
]

export class PlaygroundPortError extends Error {
  name = 'PlaygroundPortError'
}

/** The port of each variable: its value in `env` (an integer 1–65535) or its default. */
export function readPlaygroundPorts(env) {
  const ports = {}
  for (const [variable, fallback] of playgroundPortTable) {
    const text = env[variable]
    const port = text === undefined || text === '' ? fallback : Number(text)
    if (!Number.isInteger(port) || port < 1 || port > 65_535) {
      throw new PlaygroundPortError(`${variable} must be a port number from 1 to 65535, received "${text}"`)
    }
    ports[variable] = port
  }
  return ports
}

/** Each port the start will bind with what wants it; the Solana PubSub WebSocket is the Solana port + 1. */
export function playgroundPortClaims(ports) {
  return playgroundPortTable.flatMap(([variable, , owner]) => [
    { port: ports[variable], owner, variable },
    ...(variable === 'SOLANA_PORT'
      ? [{ port: ports[variable] + 1, owner: 'the Solana PubSub WebSocket (SOLANA_PORT + 1)', variable }]
      : []),
  ])
}

function isPortFree(port, host) {
  return new Promise((resolve) => {
    const server = createServer()
    server.unref()
    server.once('error', () => resolve(false))
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)))
  })
}

/** Throws PlaygroundPortError naming every port claimed twice or already in use, what wants it and its variable. */
export async function checkPlaygroundPorts(ports, host = '127.0.0.1') {
  const claims = playgroundPortClaims(ports)
  const problems = []
  const seen = new Map()
  for (const claim of claims) {
    const first = seen.get(claim.port)
    if (first) {
      problems.push(
        `Port ${claim.port} is wanted twice: by ${first.owner} (${first.variable}) and by ${claim.owner} (${claim.variable}).`,
      )
      continue
    }
    seen.set(claim.port, claim)
    if (!(await isPortFree(claim.port, host))) {
      problems.push(
        `Port ${claim.port} on ${host} is already in use; ${claim.owner} wants it. Stop what holds it, or set ${claim.variable} to another free port.`,
      )
    }
  }
  if (problems.length > 0) {
    throw new PlaygroundPortError(`The playground did not start:\n  ${problems.join('\n  ')}`)
  }
}
