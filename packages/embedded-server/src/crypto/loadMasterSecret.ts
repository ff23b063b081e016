import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'

export class MasterSecretError extends Error {
  override name = 'MasterSecretError'
}

const HEX_SECRET = /^[0-9a-f]{64}$/i

/**
 * Reads the 32-byte master secret (64 hex characters). When the file is missing and `createIfMissing` is set
 * (a single PGlite instance), writes a new random one readable by the owner only; several instances behind one
 * PostgreSQL must share one file, so there a missing file is an error.
 */
export async function loadMasterSecret(
  file: string,
  { createIfMissing }: { createIfMissing: boolean },
): Promise<{ secret: Uint8Array; created: boolean }> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    if (!createIfMissing)
      throw new MasterSecretError(
        `The key-encryption key file ${file} does not exist: create it with \`openssl rand -hex 32 > ${file}\` and give every instance the same file`,
      )
    const secret = randomBytes(32)
    await mkdir(dirname(file), { recursive: true, mode: 0o700 })
    await writeFile(file, `${secret.toString('hex')}\n`, { mode: 0o600, flag: 'wx' })
    return { secret: new Uint8Array(secret), created: true }
  }
  const hex = text.trim()
  if (!HEX_SECRET.test(hex))
    throw new MasterSecretError(
      `The key-encryption key file ${file} must hold 64 hex characters (32 bytes); it holds ${hex.length} characters`,
    )
  return { secret: new Uint8Array(Buffer.from(hex, 'hex')), created: false }
}
