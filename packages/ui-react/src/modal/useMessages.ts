import { useMemo } from 'react'
import { useWalletPortContext } from '../context.js'
import type { Messages } from '../messages.js'
import { viewMessages } from '../viewMessages.js'

/**
 * Every string the modal and its views show: the provider's (the locale's and the app's) over the English view
 * strings, which come with the modal's code rather than the first chunk.
 */
export function useMessages(): Messages {
  const { messages } = useWalletPortContext()
  return useMemo(() => ({ ...viewMessages, ...messages }), [messages])
}
