/** Additional data of a passkey's shares sealed at rest: a row copied to another account or passkey does not open. */
export const passkeyContexts = {
  recoveryShare: (accountId: string, credentialId: string) => `passkey-share|${accountId}|${credentialId}`,
  serverShare: (accountId: string, credentialId: string) =>
    `passkey-server-share|${accountId}|${credentialId}`,
}
