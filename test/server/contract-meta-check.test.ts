// server/http/contract-meta-check.ts turns off fastify-openapi-glue's run-time meta-schema check
// of our own contracts (Redocly lints them in `npm test`). It reaches the plugin only while the
// plugin imports the same copy of the validator as the server: a second copy after an upgrade
// would bring the 0.45 s per start back without any other sign.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

test("fastify-openapi-glue reads the server's copy of the OpenAPI validator", () => {
  const require = createRequire(import.meta.url);
  const pluginsCopy = createRequire(require.resolve('fastify-openapi-glue')).resolve('@seriousme/openapi-schema-validator');
  assert.equal(pluginsCopy, require.resolve('@seriousme/openapi-schema-validator'));
});
