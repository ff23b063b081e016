import { relative } from 'node:path'
import { isLoopbackHost } from './parseOrigin.js'
import type { Environment, ServerConfig } from './readServerConfig.js'
import { ServerConfigError } from './ServerConfigError.js'

const isInside = (path: string, directory: string) => {
  const fromDirectory = relative(directory, path)
  return fromDirectory === '' || (!fromDirectory.startsWith('..') && !fromDirectory.startsWith('/'))
}

/** The SMTP host of a nodemailer URL, or undefined when unreadable. */
function smtpHost(url: string): string | undefined {
  try {
    return new URL(url).hostname
  } catch {
    return undefined
  }
}

/**
 * `WALLETPORT_MODE=production`: every setting whose development default is unsafe must be given, and safe.
 * Throws ServerConfigError naming the first variable that is not.
 */
export function assertProductionSettings(environment: Environment, config: ServerConfig): void {
  const why = 'in production (WALLETPORT_MODE=production)'
  if (!environment.WALLETPORT_PUBLIC_URL)
    throw new ServerConfigError({
      variable: 'WALLETPORT_PUBLIC_URL',
      expected: `the server's https origin ${why}`,
    })
  if (!config.publicUrl.startsWith('https://'))
    throw new ServerConfigError({
      variable: 'WALLETPORT_PUBLIC_URL',
      expected: `an https:// origin ${why}`,
      received: environment.WALLETPORT_PUBLIC_URL,
    })
  if (!environment.WALLETPORT_ALLOWED_ORIGINS)
    throw new ServerConfigError({
      variable: 'WALLETPORT_ALLOWED_ORIGINS',
      expected: `the dapps' https origins ${why} (the development default is a local dev server)`,
    })
  const plain = config.allowedOrigins.find((origin) => !origin.startsWith('https://'))
  if (plain)
    throw new ServerConfigError({
      variable: 'WALLETPORT_ALLOWED_ORIGINS',
      expected: `https:// origins only ${why}`,
      received: plain,
    })
  if (!environment.WALLETPORT_KEK_FILE)
    throw new ServerConfigError({
      variable: 'WALLETPORT_KEK_FILE',
      expected: `a master secret file kept apart from the data (a mounted secret) ${why}; without it the key is generated inside WALLETPORT_DATA_DIR, so one copy of that directory opens every share`,
    })
  if (isInside(config.kekFile, config.dataDir))
    throw new ServerConfigError({
      variable: 'WALLETPORT_KEK_FILE',
      expected: `a file outside WALLETPORT_DATA_DIR (${config.dataDir}) ${why}, so a copy of the data opens nothing`,
      received: config.kekFile,
    })
  if (!environment.WALLETPORT_SMTP_URL)
    throw new ServerConfigError({
      variable: 'WALLETPORT_SMTP_URL',
      expected: `your mail server ${why} (the development default is the devnet mail sink)`,
    })
  const host = smtpHost(config.smtpUrl)
  if (!config.smtpUrl.startsWith('smtps://') && !(host && isLoopbackHost(host)))
    throw new ServerConfigError({
      variable: 'WALLETPORT_SMTP_URL',
      expected: `smtps:// (TLS), or smtp:// to a mail relay on this machine (loopback) ${why}; plain smtp:// across the network exposes sign-in codes`,
      received: config.smtpUrl.replace(/\/\/[^@/]*@/, '//***@'),
    })
}

/** What makes a development-mode start unfit for production, for the start-up warning. */
export function developmentRisks(config: ServerConfig): string[] {
  const risks: string[] = []
  if (isInside(config.kekFile, config.dataDir))
    risks.push('the master secret file sits in the data directory')
  if (!config.smtpUrl.startsWith('smtps://'))
    risks.push(`mails go over plaintext SMTP (${smtpHost(config.smtpUrl)})`)
  if (!config.publicUrl.startsWith('https://'))
    risks.push(`the public URL is not https (${config.publicUrl})`)
  const local = config.allowedOrigins.filter((origin) => !origin.startsWith('https://'))
  if (local.length > 0) risks.push(`local dapp origins are allowed (${local.join(', ')})`)
  return risks
}
