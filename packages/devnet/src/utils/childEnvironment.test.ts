import { childEnvironment } from './childEnvironment.js'

describe('childEnvironment', () => {
  it('passes PATH and HOME and the child its own variables, never PORT or anything else of the parent', () => {
    const saved = { ...process.env }
    process.env.PORT = '5180'
    process.env.WALLETPORT_SECRET_OF_THE_PARENT = 'x'
    try {
      const environment = childEnvironment({ LOG_LEVEL: 'warn' })
      expect(environment.PATH).toBe(process.env.PATH)
      expect(environment.LOG_LEVEL).toBe('warn')
      expect(environment.PORT).toBeUndefined()
      expect(environment.WALLETPORT_SECRET_OF_THE_PARENT).toBeUndefined()
      expect(environment.NODE_OPTIONS).toBeUndefined()
    } finally {
      process.env = saved
    }
  })
})
