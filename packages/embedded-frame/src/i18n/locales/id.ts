import type { FrameMessages } from '../frameMessages.js'

/** The frame's screens in Indonesian. */
const messages: FrameMessages = {
  passphrase: 'Frasa sandi',
  repeatPassphrase: 'Ulangi frasa sandi',
  continue: 'Lanjutkan',
  cancel: 'Batal',
  passphraseTooShort: 'Gunakan minimal {count} karakter',
  passphrasesDiffer: 'Kedua frasa sandi berbeda',
  createPassphraseTitle: 'Lindungi dompet Anda',
  createPassphraseText:
    'Pilih frasa sandi. Dengan frasa ini Anda memulihkan dompet ini di perangkat baru. Tidak ada yang bisa mengatur ulangnya, termasuk aplikasi ini.',
  enterPassphraseTitle: 'Pulihkan dompet Anda',
  enterPassphraseText: 'Perangkat ini baru bagi dompet Anda: masukkan frasa sandi Anda.',
  wrongPassphrase: 'Frasa sandi salah: coba lagi',
  approve: 'Setujui',
  reject: 'Tolak',
  requestedBy: 'Diminta oleh {dapp}',
  done: 'Selesai',
  recoveryPhraseTitle: 'Frasa pemulihan Anda',
  recoveryPhraseText:
    'Tulis kata-kata ini dan simpan secara offline. Siapa pun yang memilikinya mengendalikan dompet Anda.',
  passkeyFailed: 'Passkey tidak dapat digunakan',
  restorePasskeyText:
    'Perangkat ini baru bagi dompet Anda: konfirmasi dengan passkey Anda, atau masukkan frasa sandi.',
  usePasskey: 'Gunakan passkey',
  usePassphrase: 'Gunakan frasa sandi',
  addPasskeyTitle: 'Tambahkan passkey',
  addPasskeyText:
    'Passkey memulihkan dompet ini di perangkat baru tanpa frasa sandi. Frasa sandi Anda tetap berfungsi.',
  createPasskey: 'Buat passkey',
  noPasskeyLeft: 'Dompet ini tidak lagi punya passkey: gunakan frasa sandi Anda',
  signMessage: 'Tanda tangani pesan',
  signTypedData: 'Tanda tangani data bertipe',
  sendTransaction: 'Kirim transaksi',
  signTransaction: 'Tanda tangani transaksi',
  signTransactions: 'Tanda tangani {count} transaksi',
  network: 'Jaringan',
  message: 'Pesan',
  type: 'Jenis',
  domain: 'Domain',
  to: 'Kepada',
  newContract: 'kontrak baru',
  amount: 'Jumlah',
  nativeCoinAmount: '{amount} (koin asli jaringan)',
  maxFee: 'Biaya maksimum',
  data: 'Data',
  size: 'Ukuran',
  byteCount: '{count} byte',
  request: 'Permintaan',
}

export default messages
