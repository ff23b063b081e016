/**
 * Plays the user at a devnet provider without a browser: opens the provider's authorization URL, presses the
 * consent page's button for `choice` (as `user`), follows the redirects with the provider's cookies, and stops
 * at the first URL on `until` (the wallet server's callback), which it returns.
 */
export async function consentAtProvider(
  authorizationUrl: string,
  { choice, user = '1001', until }: { choice: string; user?: string; until: string },
): Promise<URL> {
  const cookies = new Map<string, string>()
  const send = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const [name = '', value = ''] = pair.split('=')
      cookies.set(name.trim(), value)
    }
    return response
  }
  const follow = async (start: Response, base: string): Promise<URL | Response> => {
    let response = start
    let url = base
    for (let hops = 0; hops < 10 && response.status >= 300 && response.status < 400; hops += 1) {
      url = new URL(response.headers.get('location') ?? '', url).href
      if (url.startsWith(until)) return new URL(url)
      response = await send(url)
    }
    return response
  }
  const page = await follow(await send(authorizationUrl), authorizationUrl)
  if (page instanceof URL) return page
  const html = await page.text()
  if (page.status !== 200) throw new Error(`The provider answered ${page.status}: ${html.slice(0, 200)}`)
  const forms = [...html.matchAll(/<form method="post" action="([^"]*)">(.*?)<\/form>/g)]
  const form = forms.find(
    ([, , inner = '']) =>
      inner.includes(`name="choice" value="${choice}"`) &&
      (choice !== 'consent' || inner.includes(`name="user" value="${user}"`)),
  )
  if (!form) throw new Error(`No ${choice} button on the provider page`)
  const fields = new URLSearchParams(
    [...(form[2] ?? '').matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(
      ([, name = '', value = '']) => [
        name,
        value.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code))),
      ],
    ),
  )
  const action = new URL(
    (form[1] ?? '').replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code))),
    page.url || authorizationUrl,
  )
  const landed = await follow(
    await send(action.href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: fields,
    }),
    action.href,
  )
  if (landed instanceof URL) return landed
  throw new Error(
    `The provider did not return to ${until} (${landed.status}: ${(await landed.text()).slice(0, 200)})`,
  )
}
