// fastify-openapi-glue checks each contract it is given against the OpenAPI 3.x meta-schema, with
// a new @seriousme/openapi-schema-validator whose ajv compiles that meta-schema again: 0.45 s of
// CPU for the first contract of a process and 0.2 s for the second, at every server start and
// every test suite (a CPU profile of one start: a quarter of it). The contracts are ours, bundled
// with the server, and checked where they are written: `npm test` lints them with Redocly's
// recommended-strict rules, whose `struct` rule is that same structural check
// (scripts/openapi-lint.mjs), and the generated types must match them (gen-api --check). So the
// plugin's meta-schema check accepts at run time; its check that every $ref resolves still runs.
// test/server/contract-meta-check.test.ts fails if the plugin stops sharing this copy of the
// validator (then the check would run again, costing time, not correctness).
import { Validator } from '@seriousme/openapi-schema-validator';

/** The validator's per-version meta-schema check (not in its published types). */
interface MetaCheck {
  getAjvValidator(version: string): ((spec: unknown) => boolean) & { errors: null };
}
const accepted = Object.assign(() => true, { errors: null });
(Validator.prototype as unknown as MetaCheck).getAjvValidator = () => accepted;
