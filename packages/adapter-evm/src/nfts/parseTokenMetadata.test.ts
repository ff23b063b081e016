import { parseTokenMetadata } from './parseTokenMetadata.js'

const SVG = 'data:image/svg+xml;base64,PHN2Zy8+'
const base64Json = (value: unknown) =>
  `data:application/json;base64,${Buffer.from(JSON.stringify(value)).toString('base64')}`

describe('parseTokenMetadata', () => {
  it('reads the name and data: image of a base64, utf8 or percent-encoded JSON document', () => {
    expect(parseTokenMetadata(base64Json({ name: 'Ünï', image: SVG }))).toEqual({
      name: 'Ünï',
      imageUrl: SVG,
    })
    expect(parseTokenMetadata(`data:application/json;utf8,${JSON.stringify({ name: 'A' })}`)).toEqual({
      name: 'A',
    })
    expect(
      parseTokenMetadata(
        `data:application/json,${encodeURIComponent(JSON.stringify({ name: 'B', image: SVG }))}`,
      ),
    ).toEqual({ name: 'B', imageUrl: SVG })
  })

  it('fetches nothing: an https or ipfs URI, or an image on another host, gives no name or image', () => {
    expect(parseTokenMetadata('https://example.org/1.json')).toEqual({})
    expect(parseTokenMetadata('ipfs://bafy/1')).toEqual({})
    expect(parseTokenMetadata(base64Json({ name: 'C', image: 'https://example.org/c.png' }))).toEqual({
      name: 'C',
    })
  })

  it('a malformed document, a non-string name or a javascript: image gives what is sound of it', () => {
    expect(parseTokenMetadata('data:application/json;base64,@@@')).toEqual({})
    expect(parseTokenMetadata('data:application/json,{not json')).toEqual({})
    expect(parseTokenMetadata(base64Json({ name: 7, image: 'javascript:alert(1)' }))).toEqual({})
    expect(parseTokenMetadata(undefined)).toEqual({})
  })
})
