import { type FrameMessageKey, type FrameMessages, frameMessages } from './frameMessages.js'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Each English message as a pattern: its placeholders match any text and are carried over. */
const patterns = (Object.keys(frameMessages) as FrameMessageKey[]).map((key) => {
  const names: string[] = []
  const source = frameMessages[key]
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1]
      if (!name) return escapeRegExp(part)
      names.push(name)
      return '(.+)'
    })
    .join('')
  return { key, names, pattern: new RegExp(`^${source}$`) }
})

/** A message with its placeholders filled. */
export function formatFrameMessage(template: string, values: Readonly<Record<string, string | number>> = {}) {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}

/**
 * An English text the runtime hands the screens (a confirmation's title and labels, a passkey step, an error), in
 * the locale's words when it is one of the frame's messages (of `only`'s keys when given); any other text as it is.
 */
export function localizeFrameText(
  text: string,
  messages: FrameMessages,
  only?: readonly FrameMessageKey[],
): string {
  if (messages === frameMessages) return text
  for (const { key, names, pattern } of patterns) {
    if (only && !only.includes(key)) continue
    const match = pattern.exec(text)
    if (!match) continue
    return formatFrameMessage(
      messages[key],
      Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])),
    )
  }
  return text
}
