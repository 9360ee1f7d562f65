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
import type { Params } from '../i18n/define-catalog.ts';
import type { MessageKey } from '../i18n/messages.ts';

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

/**
 * Node gives header names in lower case; the contract spells them as HTTP does (Idempotency-Key).
 * Fastify lowercases a header schema's names only for its own validator, not for a custom one.
 */
function withLowerCaseNames(schema: unknown): unknown {
  if (!isObject(schema) || !isObject(schema.properties)) return schema;
  return {
    ...schema,
    properties: Object.fromEntries(Object.entries(schema.properties).map(([name, s]) => [name.toLowerCase(), s])),
    ...(Array.isArray(schema.required) ? { required: schema.required.map((name) => String(name).toLowerCase()) } : {}),
  };
}

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart, contentType }) => {
  const asText = httpPart !== 'body' || (contentType !== undefined && TEXT_BODIES.has(contentType));
  const named = httpPart === 'headers' ? withLowerCaseNames(schema) : schema;
  return finiteOnly(compiledOnFirstUse(() => (asText ? fromText : asSent).compile(withControlCharacterRule(named) as Schema)));
};

type AjvError = { keyword?: string; instancePath?: string; params?: Record<string, unknown>; message?: string };
type Reason = { key: MessageKey; params?: Params };

const TYPE_REASONS: Record<string, MessageKey> = {
  integer: 'vInteger',
  number: 'vNumber',
  boolean: 'vBoolean',
  string: 'vText',
  array: 'vList',
  object: 'vObject',
};
const FORMAT_REASONS: Record<string, MessageKey> = { email: 'vEmail', uri: 'vUrl', url: 'vUrl', date: 'vDate', 'date-time': 'vDate' };

/**
 * The file types a file-name pattern of the contract admits (`\.(csv|xlsx|CSV|XLSX)$` gives
 * ".csv, .xlsx"), so a refused upload says which files it takes; undefined for other patterns.
 */
export function fileTypes(pattern: string): string | undefined {
  const m = /^\\\.\(([A-Za-z0-9|]+)\)\$$/.exec(pattern);
  if (!m) return undefined;
  const exts = [...new Set(m[1]!.split('|').map((e) => e.toLowerCase()))];
  return exts.map((e) => `.${e}`).join(', ');
}

/**
 * Why a value was refused, as a message of the validation catalog: never the schema's own text
 * ("must match pattern ^[^\u0000-…"), which means nothing to the person who typed the value.
 */
export function validationReason(error: AjvError): Reason {
  const p = error.params ?? {};
  const limit = { limit: Number(p.limit ?? 0) };
  switch (error.keyword) {
    case 'required':
      return { key: 'vRequired' };
    case 'maxLength':
      return { key: 'vTooLong', params: limit };
    case 'minLength':
      return { key: 'vTooShort', params: limit };
    case 'maximum':
    case 'exclusiveMaximum':
      return { key: 'vTooBig', params: limit };
    case 'minimum':
    case 'exclusiveMinimum':
      return { key: 'vTooSmall', params: limit };
    case 'maxItems':
      return { key: 'vTooMany', params: limit };
    case 'minItems':
      return { key: 'vTooFew', params: limit };
    case 'uniqueItems':
      return { key: 'vDuplicates' };
    case 'enum':
    case 'const':
      return { key: 'vChoice' };
    case 'additionalProperties':
      return { key: 'vUnknownField' };
    case 'type':
      return { key: TYPE_REASONS[String(p.type).split(',')[0] ?? ''] ?? 'vInvalid' };
    case 'format':
      return { key: FORMAT_REASONS[String(p.format)] ?? 'vFormat' };
    case 'pattern': {
      if (p.pattern === SINGLE_LINE) return { key: 'vLineBreaks' };
      if (p.pattern === MULTI_LINE) return { key: 'vControl' };
      const types = fileTypes(String(p.pattern));
      return types ? { key: 'vFileType', params: { types } } : { key: 'vFormat' };
    }
    default:
      return { key: 'vInvalid' };
  }
}

/** The field a failed check is about, as a dotted path ("phone", "audience.roleIds.0"); '' for the whole part. */
export function validationField(error: AjvError): string {
  const path = (error.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const extra =
    error.keyword === 'required'
      ? error.params?.missingProperty
      : error.keyword === 'additionalProperties'
        ? error.params?.additionalProperty
        : undefined;
  return [path, typeof extra === 'string' ? extra : ''].filter(Boolean).join('.');
}
