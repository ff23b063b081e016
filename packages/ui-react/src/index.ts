export { defaultMessages, type Messages, resolveMessages } from './messages.js'
