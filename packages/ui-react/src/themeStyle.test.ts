import { themeStyle } from './themeStyle.js'

describe('themeStyle', () => {
  it('passes string variables through and gives numbers their unit', () => {
    expect(
      themeStyle({
        '--wp-accent': '#000',
        '--wp-color-mix-strength': 25,
        '--wp-z-index': 10,
        '--wp-font-size-master': '9px',
      }),
    ).toEqual({
      '--wp-accent': '#000',
      '--wp-color-mix-strength': '25%',
      '--wp-z-index': '10',
      '--wp-font-size-master': '9px',
    })
  })
  it('is empty without variables', () => {
    expect(themeStyle(undefined)).toEqual({})
    expect(themeStyle({ '--wp-accent': undefined })).toEqual({})
  })
})
