import * as z from 'zod'

/** The id of the inert JSON script (`type="application/json"`) the server renders the boot config into. */
export const FRAME_BOOT_CONFIG_ID = 'walletport-frame-config'

/**
 * What the frame page needs at start, rendered by its server into the page (at /frame) and read by the frame
 * before anything else: the server's URL, the dapp origins allowed to frame it, the server's transport key and the
 * eip155 chains the operator allows. The frame refuses a config outside this schema.
 */
export const frameBootConfigSchema = z.strictObject({
  serverUrl: z.url(),
  allowedOrigins: z.array(z.string()).readonly(),
  /** Uncompressed P-256 public key (base64url) shares are sealed to on the way to the server. */
  transportKey: z.string().regex(/^[A-Za-z0-9_-]+$/, 'expected base64url text'),
  /** The eip155 chains the operator allows (`WALLETPORT_CHAIN_IDS`): the frame refuses to switch to, sign for or report any other. */
  chainIds: z.array(z.number().int().positive()).readonly(),
})

export type FrameBootConfig = z.infer<typeof frameBootConfigSchema>
