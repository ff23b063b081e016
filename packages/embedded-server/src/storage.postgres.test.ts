import { describeServerSuite } from './testing/describeServerSuite.js'
import { createTestPostgres } from './testing/openTestPostgres.js'

describeServerSuite('PostgreSQL', async () => {
  const postgres = createTestPostgres()
  const db = await postgres.open()
  return {
    db,
    async cleanup() {
      await db.close()
      await postgres.drop()
    },
  }
})
