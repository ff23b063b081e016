import type { FrameMessages } from '../frameMessages.js'

/** The frame's screens in Spanish. */
const messages: FrameMessages = {
  passphrase: 'Frase de contraseña',
  repeatPassphrase: 'Repite la frase de contraseña',
  continue: 'Continuar',
  cancel: 'Cancelar',
  passphraseTooShort: 'Usa al menos {count} caracteres',
  passphrasesDiffer: 'Las dos frases de contraseña no coinciden',
  createPassphraseTitle: 'Protege tu billetera',
  createPassphraseText:
    'Elige una frase de contraseña. Con ella restauras esta billetera en un dispositivo nuevo. Nadie, ni siquiera esta aplicación, puede restablecerla.',
  enterPassphraseTitle: 'Restaura tu billetera',
  enterPassphraseText: 'Este dispositivo es nuevo para tu billetera: introduce tu frase de contraseña.',
  wrongPassphrase: 'Frase de contraseña incorrecta: inténtalo de nuevo',
  approve: 'Aprobar',
  reject: 'Rechazar',
  requestedBy: 'Solicitado por {dapp}',
  done: 'Listo',
  recoveryPhraseTitle: 'Tu frase de recuperación',
  recoveryPhraseText: 'Anota estas palabras y guárdalas sin conexión. Quien las tenga controla tu billetera.',
  passkeyFailed: 'No se pudo usar la llave de acceso',
  restorePasskeyText:
    'Este dispositivo es nuevo para tu billetera: confirma con tu llave de acceso o introduce tu frase de contraseña.',
  usePasskey: 'Usar llave de acceso',
  usePassphrase: 'Usar frase de contraseña',
  addPasskeyTitle: 'Añadir una llave de acceso',
  addPasskeyText:
    'Una llave de acceso restaura esta billetera en un dispositivo nuevo sin tu frase de contraseña. Tu frase de contraseña sigue funcionando.',
  createPasskey: 'Crear llave de acceso',
  noPasskeyLeft: 'Esta billetera ya no tiene llave de acceso: usa tu frase de contraseña',
  signMessage: 'Firmar mensaje',
  signTypedData: 'Firmar datos tipados',
  sendTransaction: 'Enviar transacción',
  signTransaction: 'Firmar transacción',
  signTransactions: 'Firmar {count} transacciones',
  network: 'Red',
  message: 'Mensaje',
  type: 'Tipo',
  domain: 'Dominio',
  to: 'Para',
  newContract: 'contrato nuevo',
  amount: 'Cantidad',
  nativeCoinAmount: '{amount} (moneda nativa)',
  maxFee: 'Comisión máxima',
  data: 'Datos',
  size: 'Tamaño',
  byteCount: '{count} bytes',
  request: 'Solicitud',
}

export default messages
