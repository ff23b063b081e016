import { describeServerSuite } from '../test/describeServerSuite.js'
import { createTestPostgres } from '../test/openTestPostgres.js'

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
