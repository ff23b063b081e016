import { defaultMessages, type Messages } from '../messages.js'

const keysByText = new Map<string, keyof Messages>(
  Object.entries(defaultMessages).map(([key, text]) => [text, key as keyof Messages]),
)

/** Core writes the spec's English texts into alerts and toasts; a known text is shown in the app's locale. */
export function localizeMessage(text: string, messages: Messages): string {
  const key = keysByText.get(text)
  return key === undefined ? text : messages[key]
}
