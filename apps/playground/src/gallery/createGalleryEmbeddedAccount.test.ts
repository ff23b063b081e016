import { EmailCooldownError } from '@walletport/core'
import { createGalleryEmbeddedAccount, GALLERY_EMAIL_CODE } from './createGalleryEmbeddedAccount.js'

const popup = () => {
  const opened = { closed: false, close: () => (opened.closed = true), location: { href: '' } }
  return opened
}

const account = () =>
  createGalleryEmbeddedAccount({ email: 'ada@example.com', providers: ['google', 'github', 'x'] })

describe('createGalleryEmbeddedAccount', () => {
  it('starts signed in with this device and another, one passkey and GitHub linked', async () => {
    const { emailAuth, socialAuth } = account()
    expect(emailAuth.getEmail()).toBe('ada@example.com')
    expect((await emailAuth.listDevices!()).map((device) => device.current)).toEqual([true, false])
    expect(await emailAuth.listPasskeys!()).toHaveLength(1)
    const listed = await emailAuth.listIdentities!()
    expect(listed.email).toBe('ada@example.com')
    expect(listed.identities.map(({ provider, removable }) => ({ provider, removable }))).toEqual([
      { provider: 'github', removable: true },
    ])
    expect(await socialAuth.getSocialProviders()).toEqual(['google', 'github', 'x'])
  })

  it('removes another device but refuses this one', async () => {
    const { emailAuth } = account()
    const [current, other] = await emailAuth.listDevices!()
    await expect(emailAuth.revokeDevice!(current!.id)).rejects.toThrow('Expected another device')
    await emailAuth.revokeDevice!(other!.id)
    expect((await emailAuth.listDevices!()).map((device) => device.id)).toEqual([current!.id])
  })

  it('adds and removes passkeys', async () => {
    const { emailAuth } = account()
    await emailAuth.addPasskey!()
    const passkeys = await emailAuth.listPasskeys!()
    expect(passkeys).toHaveLength(2)
    await emailAuth.removePasskey!(passkeys[0]!.id)
    expect((await emailAuth.listPasskeys!()).map((passkey) => passkey.id)).toEqual([passkeys[1]!.id])
  })

  it('links a provider once (closing its popup), signs in with it, and keeps the last way in', async () => {
    const { emailAuth, socialAuth } = account()
    const window = popup()
    await emailAuth.linkSocial!({ provider: 'google', popup: window })
    expect(window.closed).toBe(true)
    await expect(emailAuth.linkSocial!({ provider: 'google', popup: popup() })).rejects.toThrow(
      'received google (linked)',
    )
    expect(await socialAuth.connectSocialInPopup({ provider: 'google', popup: popup() })).toEqual({
      provider: 'google',
      userName: 'ada',
    })
    await expect(socialAuth.connectSocialInPopup({ provider: 'x', popup: popup() })).rejects.toThrow(
      'Expected a linked provider, received x',
    )

    await emailAuth.signOut()
    const [github, google] = (await emailAuth.listIdentities!()).identities
    await emailAuth.unlinkIdentity!(google!.id)
    const left = await emailAuth.listIdentities!()
    expect(left).toEqual({ email: null, identities: [{ ...github, removable: false }] })
    await expect(emailAuth.unlinkIdentity!(github!.id)).rejects.toThrow('received the last one')
  })

  it('signs in with the code only, and refuses a second code inside the cooldown', async () => {
    const { emailAuth } = account()
    await emailAuth.signOut()
    expect(await emailAuth.connectEmail('bob@example.com')).toEqual({ action: 'VERIFY_OTP' })
    await expect(emailAuth.connectEmail('bob@example.com')).rejects.toBeInstanceOf(EmailCooldownError)
    expect(emailAuth.cooldownSeconds()).toBeGreaterThan(0)
    await expect(emailAuth.connectOtp('000000')).rejects.toThrow(`Expected the code ${GALLERY_EMAIL_CODE}`)
    expect(emailAuth.getEmail()).toBeUndefined()
    expect(await emailAuth.connectOtp(GALLERY_EMAIL_CODE)).toEqual({ action: 'CONNECT' })
    expect(emailAuth.getEmail()).toBe('bob@example.com')
    expect(emailAuth.cooldownSeconds()).toBe(0)
  })

  it('changes the email after both codes', async () => {
    const { emailAuth } = account()
    await emailAuth.updateEmail('ada@new.example')
    await emailAuth.updateEmailPrimaryOtp(GALLERY_EMAIL_CODE)
    expect(await emailAuth.updateEmailSecondaryOtp(GALLERY_EMAIL_CODE)).toEqual({
      newEmail: 'ada@new.example',
    })
    expect((await emailAuth.listIdentities!()).email).toBe('ada@new.example')
  })
})
