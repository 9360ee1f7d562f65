// How requests are checked against the contract's schemas. Two Ajv instances:
// - a JSON body is checked as sent: a string is never taken for a number or a boolean, so
//   `{"lockCount":"Infinity"}` is a 400, not a lock count of Infinity;
// - the query, path, headers and form bodies are text by nature, so their values are converted
//   to the schema's types first ("5" -> 5, "true" -> true), then checked by the same schema.
// Both refuse non-finite numbers (`strictNumbers`). Strings refuse control characters unless the
// contract marks the field `x-multiline: true` (then tab, line feed and carriage return pass),
// whatever pattern of their own they have: a NUL in a username would otherwise reach PostgreSQL,
// which cannot store it.
import Ajv, { type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

export const SINGLE_LINE = '^[^\\u0000-\\u001f\\u007f]*$';
export const MULTI_LINE = '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$';
const SUBSCHEMA_KEYS = ['items', 'additionalProperties', 'not', 'contains', 'propertyNames', 'if', 'then', 'else'] as const;
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const;
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions'] as const;

type Schema = Record<string, unknown>;
const isObject = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);
const allowsString = (s: Schema) => s.type === 'string' || (Array.isArray(s.type) && s.type.includes('string'));

/** A copy of `schema` whose free-text strings carry the control-character pattern. */
export function withControlCharacterRule(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withControlCharacterRule);
  if (!isObject(schema)) return schema;
  const out: Schema = { ...schema };
  if (allowsString(out) && out.enum === undefined && out.const === undefined) {
    const rule = out['x-multiline'] === true ? MULTI_LINE : SINGLE_LINE;
    // A field's own pattern rarely says anything about control characters ("\\S", "[^@\\s]+"),
    // so it is kept and the rule is checked as well.
    if (out.pattern === undefined) out.pattern = rule;
    else if (out.pattern !== rule) out.allOf = [...(Array.isArray(out.allOf) ? (out.allOf as unknown[]) : []), { pattern: rule }];
  }
  for (const key of SUBSCHEMA_KEYS) if (isObject(out[key])) out[key] = withControlCharacterRule(out[key]);
  for (const key of SUBSCHEMA_LISTS) if (Array.isArray(out[key])) out[key] = (out[key] as unknown[]).map(withControlCharacterRule);
  for (const key of SUBSCHEMA_MAPS) {
    if (isObject(out[key])) out[key] = Object.fromEntries(Object.entries(out[key]).map(([k, v]) => [k, withControlCharacterRule(v)]));
  }
  return out;
}

function makeAjv(options: Options): Ajv {
  const ajv = new Ajv({
    removeAdditional: false,
    useDefaults: true,
    allErrors: false,
    strictNumbers: true,
    strict: false,
    // The contract is OpenAPI: its `x-` extensions and `example`s are not validation keywords.
    keywords: ['example', 'x-multiline', 'x-permission'],
    ...options,
  });
  addFormats(ajv);
  return ajv;
}

const asSent = makeAjv({ coerceTypes: false });
const fromText = makeAjv({ coerceTypes: 'array' });

const TEXT_BODIES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/** Where `data` holds a number that is not finite, as a JSON pointer; undefined when nowhere. */
function nonFinitePath(data: unknown, path = ''): string | undefined {
  if (typeof data === 'number') return Number.isFinite(data) ? undefined : path;
  if (typeof data !== 'object' || data === null) return undefined;
  for (const [key, value] of Object.entries(data)) {
    const found = nonFinitePath(value, `${path}/${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Ajv converts the text "Infinity" to a number and then passes it through `maximum` (and
 * `strictNumbers` only looks before the conversion), so converted values are checked again.
 */
function finiteOnly(validate: ValidateFunction): ValidateFunction {
  const checked = ((data: unknown) => {
    if (!validate(data)) {
      checked.errors = validate.errors;
      return false;
    }
    const where = nonFinitePath(data);
    checked.errors =
      where === undefined
        ? null
        : [{ instancePath: where, schemaPath: '#', keyword: 'type', params: {}, message: 'must be a finite number' }];
    return where === undefined;
  }) as ValidateFunction;
  return checked;
}

/**
 * Compiles on the first request that needs it. Compiling all of the contract's schemas took most
 * of a server's start (about 2 s of CPU here, paid again by every process and every test suite),
 * while a process serves a few of them at a time; a schema costs a few milliseconds once.
 * test/server/contract-fuzz.test.ts sends requests to every operation, so each compiles in the tests.
 */
function compiledOnFirstUse(compile: () => ValidateFunction): ValidateFunction {
  let compiled: ValidateFunction | undefined;
  const validate = ((data: unknown) => {
    compiled ??= compile();
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  }) as ValidateFunction;
  return validate;
}

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart, contentType }) => {
  const asText = httpPart !== 'body' || (contentType !== undefined && TEXT_BODIES.has(contentType));
  return finiteOnly(compiledOnFirstUse(() => (asText ? fromText : asSent).compile(withControlCharacterRule(schema) as Schema)));
};

/** A short English reason for a failed check (the message around it is translated). */
export function describeValidationError(error: { keyword?: string; params?: Record<string, unknown>; message?: string }): string {
  if (error.keyword === 'pattern' && (error.params?.pattern === SINGLE_LINE || error.params?.pattern === MULTI_LINE)) {
    return 'must not contain control characters';
  }
  return error.message ?? '';
}
