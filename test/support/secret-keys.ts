// The secret key ring every test server runs with (ARCANA_SECRET_KEYS): fixed, so the seeded
// template folder, the in-process servers and the spawned processes on one PostgreSQL can all
// read each other's stored secrets, and no test leaves a key file beside its temporary folder.
export const TEST_SECRET_KEYS = 'test1:' + Buffer.alloc(32, 7).toString('base64');

/** The `secretKeys` option of openDatabase() for tests. */
export const TEST_KEY_SOURCE = { keys: TEST_SECRET_KEYS };
