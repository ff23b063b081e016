/** The first six-digit number of a mail's text: where the embedded server puts the one-time code. */
export function extractCode(text: string): string | undefined {
  return /(?<!\d)\d{6}(?!\d)/.exec(text)?.[0]
}

/** Every http(s) URL in the text, trailing punctuation dropped. */
export function extractLinks(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0].replace(/[).,;:!?]+$/, ''))
}

/** The first link that goes somewhere (a path, query or fragment), skipping bare origins such as the dapp's. */
export function extractLink(text: string): string | undefined {
  return extractLinks(text).find((link) => {
    try {
      const url = new URL(link)
      return url.pathname !== '/' || url.search !== '' || url.hash !== ''
    } catch {
      return false
    }
  })
}
