import { ApiError } from '../http/ApiError.js'
import type { MailMessage } from '../mail/Mailer.js'
import type { ServerContext } from './ServerContext.js'

/** Sends the mail; when that fails, runs `undo` (cooldown back, code voided) and answers 502. */
export async function sendGuardedMail(
  context: ServerContext,
  message: MailMessage,
  { kind, emailKey, undo }: { kind: string; emailKey: string; undo: () => Promise<void> },
): Promise<void> {
  try {
    await context.mailer.send(message)
    context.logger.info('mail sent', { kind, email: emailKey })
  } catch (error) {
    context.logger.error('mail failed', {
      kind,
      email: emailKey,
      reason: error instanceof Error ? error.message.slice(0, 200) : 'unknown',
    })
    await undo().catch(() => {})
    throw new ApiError({
      status: 502,
      code: 'mail_failed',
      message: 'The email could not be sent: try again',
    })
  }
}
