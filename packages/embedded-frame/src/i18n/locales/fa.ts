import type { FrameMessages } from '../frameMessages.js'

/** The frame's screens in Persian. */
const messages: FrameMessages = {
  passphrase: 'عبارت عبور',
  repeatPassphrase: 'عبارت عبور را دوباره وارد کنید',
  continue: 'ادامه',
  cancel: 'لغو',
  passphraseTooShort: 'دست‌کم {count} نویسه به کار ببرید',
  passphrasesDiffer: 'دو عبارت عبور یکسان نیستند',
  createPassphraseTitle: 'از کیف پول خود محافظت کنید',
  createPassphraseText:
    'یک عبارت عبور انتخاب کنید. با آن این کیف پول را روی دستگاه جدید بازیابی می‌کنید. هیچ‌کس، حتی این برنامه، نمی‌تواند آن را بازنشانی کند.',
  enterPassphraseTitle: 'کیف پول خود را بازیابی کنید',
  enterPassphraseText: 'این دستگاه برای کیف پول شما جدید است: عبارت عبور خود را وارد کنید.',
  wrongPassphrase: 'عبارت عبور نادرست است: دوباره تلاش کنید',
  approve: 'تأیید',
  reject: 'رد',
  requestedBy: 'درخواست‌شده از سوی {dapp}',
  done: 'تمام',
  recoveryPhraseTitle: 'عبارت بازیابی شما',
  recoveryPhraseText:
    'این واژه‌ها را یادداشت کنید و به‌صورت آفلاین نگه دارید. هر کس آن‌ها را داشته باشد، کیف پول شما را در اختیار دارد.',
  passkeyFailed: 'استفاده از کلید عبور ممکن نشد',
  restorePasskeyText:
    'این دستگاه برای کیف پول شما جدید است: با کلید عبور تأیید کنید یا عبارت عبور را وارد کنید.',
  usePasskey: 'استفاده از کلید عبور',
  usePassphrase: 'استفاده از عبارت عبور',
  addPasskeyTitle: 'افزودن کلید عبور',
  addPasskeyText:
    'کلید عبور این کیف پول را روی دستگاه جدید بدون عبارت عبور بازیابی می‌کند. عبارت عبور شما همچنان کار می‌کند.',
  createPasskey: 'ساختن کلید عبور',
  noPasskeyLeft: 'این کیف پول دیگر کلید عبور ندارد: از عبارت عبور خود استفاده کنید',
  signMessage: 'امضای پیام',
  signTypedData: 'امضای داده‌های ساخت‌یافته',
  sendTransaction: 'ارسال تراکنش',
  signTransaction: 'امضای تراکنش',
  signTransactions: 'امضای {count} تراکنش',
  network: 'شبکه',
  message: 'پیام',
  type: 'نوع',
  domain: 'دامنه',
  to: 'به',
  newContract: 'قرارداد جدید',
  amount: 'مبلغ',
  nativeCoinAmount: '{amount} (ارز بومی شبکه)',
  maxFee: 'حداکثر کارمزد',
  data: 'داده',
  size: 'اندازه',
  byteCount: '{count} بایت',
  request: 'درخواست',
}

export default messages
