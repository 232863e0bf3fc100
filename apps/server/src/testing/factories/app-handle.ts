import type { Database } from '../../platform/db.js';
import type { TestClient } from '../test-client.js';

/** What the factories that log in need of a test app (TestApp has it): its database and new browsers. */
export interface AppHandle {
  database: Database;
  client(): TestClient;
}
