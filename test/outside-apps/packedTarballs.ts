export class TarballsUnavailableError extends Error {
  constructor(reason: string) {
    super(
      `expected the tarballs globalSetup packs (npm pack of every publishable package), received: ${reason}`,
    )
    this.name = 'TarballsUnavailableError'
  }
}

/** Name → tarball path of every publishable package, as this project's globalSetup packed them. */
export function packedTarballs(): Record<string, string> {
  const failure = process.env.WALLETPORT_TARBALLS_ERROR
  if (failure) throw new TarballsUnavailableError(failure)
  const packed = process.env.WALLETPORT_TARBALLS
  if (!packed) throw new TarballsUnavailableError('none (run through jest --selectProjects outside-apps)')
  return JSON.parse(packed) as Record<string, string>
}
