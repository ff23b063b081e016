import { createHttpNameService } from './createHttpNameService.js'

const record = { name: 'alice-wp', addresses: { 'eip155:1': '0xabc' }, attributes: {} }

function answering(status: number, body: unknown) {
  const calls: { url: string; init?: RequestInit }[] = []
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), ...(init && { init }) })
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })
  }
  return {
    service: createHttpNameService({ url: 'http://names.test/', fetch: fetch as typeof globalThis.fetch }),
    calls,
  }
}

describe('createHttpNameService', () => {
  it('calls the name server’s routes, escaping names and addresses', async () => {
    const { service, calls } = answering(200, record)
    expect(await service.lookup('alice-wp')).toEqual(record)
    await service.register({
      name: 'alice-wp',
      address: '0xabc',
      coinType: 60,
      message: '{}',
      signature: '0x',
    })
    expect(calls.map((call) => [call.init?.method ?? 'GET', call.url])).toEqual([
      ['GET', 'http://names.test/v1/names/alice-wp'],
      ['POST', 'http://names.test/v1/names'],
    ])
    expect(JSON.parse(String(calls[1]?.init?.body))).toMatchObject({ name: 'alice-wp', coinType: 60 })
    const list = answering(200, [record])
    await list.service.reverseLookup('a/b')
    expect(list.calls[0]?.url).toBe('http://names.test/v1/addresses/a%2Fb/names')
    expect(service.namespaces).toEqual(['eip155', 'solana'])
  })

  it('gives null for a name nobody holds', async () => {
    expect(await answering(404, { error: 'Error resolving name' }).service.lookup('nobody-here')).toBeNull()
  })

  it('rejects with the server’s text and reason', async () => {
    const { service } = answering(409, {
      error: 'Error registering name alice-wp',
      reason: 'The name is taken',
    })
    const error = (await service
      .register({ name: 'alice-wp', address: '0xabc', coinType: 60, message: '{}', signature: '0x' })
      .catch((caught: unknown) => caught)) as Error & { details?: string }
    expect(error.message).toBe('Error registering name alice-wp')
    expect(error.details).toBe('The name is taken')
  })

  it('rejects garbage: a body that is no JSON, records and lists of the wrong shape', async () => {
    await expect(answering(500, '<html>').service.suggestions('alice-wp')).rejects.toThrow(
      'Error fetching name suggestions',
    )
    await expect(answering(200, { name: 1 }).service.lookup('alice-wp')).rejects.toThrow('wrong shape')
    await expect(answering(200, [{ nope: true }]).service.suggestions('alice-wp')).rejects.toThrow(
      'wrong shape',
    )
    await expect(answering(200, { data: [] }).service.reverseLookup('0xabc')).rejects.toThrow('wrong shape')
  })
})
