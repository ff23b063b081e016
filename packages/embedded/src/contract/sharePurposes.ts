/** Additional data of each sealed-box direction, so a box made for one use never opens as another. */
export const sharePurposes = {
  authShareUpload: 'auth-share upload',
  serverShareUpload: 'server-share upload',
  recoveryShareUpload: 'recovery-share upload',
  authShareDownload: 'auth-share download',
  serverShareDownload: 'server-share download',
  recoveryShareDownload: 'recovery-share download',
  passkeyShareUpload: 'passkey-share upload',
  passkeyServerShareUpload: 'passkey-server-share upload',
  passkeyShareDownload: 'passkey-share download',
  passkeyServerShareDownload: 'passkey-server-share download',
} as const
