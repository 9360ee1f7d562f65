// Malformed requests generated from the contract, for the fuzz suite. It reads
// openapi/arcana-auth.yaml and the bundled openapi/arcana-system.yaml when the suite runs, so an
// operation added to the contract is covered without editing anything here.
import { readContract } from '../../server/http/contract-files.ts';

type Schema = Record<string, any>;

export interface Operation {
  id: string;
  method: string;
  /** The path as served (the system contract is mounted under /arcana-system). */
  path: string;
  params: Array<{ name: string; in: 'query' | 'path' | 'header'; required: boolean; schema: Schema }>;
  /** Declared request media types and their schemas. */
  body?: { required: boolean; content: Record<string, Schema> };
  /** Declared answers: status -> media types ('default' allowed). */
  responses: Record<string, string[]>;
  clientBasic: boolean;
  doc: Schema;
}

export interface FuzzRequest {
  /** What was wrong with it, for the failure message. */
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** A value that would be valid but for a control character: the validation must refuse it. */
  controlCharacter?: boolean;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

export function resolve(doc: Schema, node: any): any {
  if (!node || typeof node !== 'object' || typeof node.$ref !== 'string') return node;
  let target: any = doc;
  for (const part of node.$ref.replace(/^#\//, '').split('/')) target = target?.[part];
  return resolve(doc, target);
}

/** Every operation of both contracts. */
export function loadOperations(): Operation[] {
  const out: Operation[] = [];
  for (const [file, prefix] of [
    ['arcana-auth.yaml', ''],
    ['arcana-system.yaml', '/arcana-system'],
  ] as const) {
    const doc = readContract(file) as Schema;
    for (const [path, item] of Object.entries<Schema>(doc.paths ?? {})) {
      for (const method of METHODS) {
        const op = item[method];
        if (!op) continue;
        const params = [...(item.parameters ?? []), ...(op.parameters ?? [])]
          .map((p: any) => resolve(doc, p))
          .filter((p: any) => p.in !== 'cookie')
          .map((p: any) => ({ name: p.name, in: p.in, required: !!p.required, schema: resolve(doc, p.schema) ?? {} }));
        const requestBody = resolve(doc, op.requestBody);
        const body = requestBody?.content
          ? {
              required: !!requestBody.required,
              content: Object.fromEntries(
                Object.entries<any>(requestBody.content).map(([type, media]) => [type.toLowerCase(), media.schema ?? {}]),
              ),
            }
          : undefined;
        const responses = Object.fromEntries(
          Object.entries<any>(op.responses ?? {}).map(([status, r]) => [status, Object.keys(resolve(doc, r)?.content ?? {})]),
        );
        const security = (op.security ?? doc.security ?? []) as Array<Record<string, unknown>>;
        out.push({
          id: op.operationId,
          method: method.toUpperCase(),
          path: prefix + path,
          params,
          body,
          responses,
          clientBasic: security.some((s) => 'clientBasic' in s),
          doc,
        });
      }
    }
  }
  return out;
}

const typesOf = (s: Schema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/** A value the schema probably accepts (the baseline that one field at a time is spoiled in). */
export function sample(doc: Schema, schema: Schema, depth = 0): unknown {
  const s = resolve(doc, schema) ?? {};
  if (s.example !== undefined) return s.example;
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum)) return s.enum.find((v: unknown) => v !== null) ?? s.enum[0];
  for (const key of ['oneOf', 'anyOf'] as const)
    if (s[key]) return sample(doc, s[key].find((x: Schema) => resolve(doc, x)?.type !== 'null') ?? s[key][0], depth);
  if (s.allOf) return Object.assign({}, ...s.allOf.map((x: Schema) => sample(doc, x, depth)));
  const type = typesOf(s).find((t) => t !== 'null') ?? (s.properties ? 'object' : 'string');
  switch (type) {
    case 'integer':
    case 'number': {
      const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? (s.exclusiveMinimum as number) + 1 : undefined);
      const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : undefined);
      return Math.min(Math.max(1, min ?? 1), max ?? 1);
    }
    case 'boolean':
      return true;
    case 'array':
      return depth > 3 ? [] : Array.from({ length: s.minItems ?? 0 }, () => sample(doc, s.items ?? {}, depth + 1));
    case 'object': {
      if (depth > 3) return {};
      const out: Record<string, unknown> = {};
      for (const [name, prop] of Object.entries<Schema>(s.properties ?? {})) out[name] = sample(doc, prop, depth + 1);
      return out;
    }
    default: {
      if (s.format === 'date') return '2026-01-01';
      if (s.format === 'date-time') return '2026-01-01T00:00:00Z';
      if (s.format === 'email') return 'a@example.com';
      const length = Math.min(Math.max(s.minLength ?? 1, 1), s.maxLength ?? 1);
      return 'a'.repeat(length);
    }
  }
}

/** Wrong types, out-of-range and non-finite numbers, huge and control-character strings. */
const BAD_JSON_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2147483648,
  -2147483649,
  9007199254740992 /* 2^53, past Number.MAX_SAFE_INTEGER */,
  1e308,
  'Infinity',
  '-Infinity',
  'NaN',
  '',
  'abc',
  '1',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\u202e\ud800',
  'x'.repeat(70_000),
  [],
  [1, 'a'],
  {},
  { nested: { deeper: 1 } },
  '2026-13-45',
];
/** JSON text no JS value stringifies to. */
const RAW_JSON_VALUES = ['1e999', '-1e999', '1' + '0'.repeat(400)];
/** The same spoilers in text (query, path and form values). */
const BAD_TEXT_VALUES = [
  '',
  'abc',
  '-1',
  '0',
  '1.5',
  '2147483648',
  '-2147483649',
  '99999999999999999999',
  'Infinity',
  '-Infinity',
  'NaN',
  '1e400',
  'true',
  'null',
  'a\u0000b',
  '\u0007',
  'x'.repeat(8_000),
  '[]',
  '{}',
  '\ud800',
];

/** Percent-encoded, with a lone surrogate sent as the invalid UTF-8 it would be on the wire. */
function encodePathValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .split('')
      .map((c) => {
        try {
          return encodeURIComponent(c);
        } catch {
          return '%ED%A0%80';
        }
      })
      .join('');
  }
}

const textOf = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

function formOf(body: unknown): string {
  const form = new URLSearchParams();
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [k, v] of Object.entries(body)) {
      if (Array.isArray(v)) for (const item of v) form.append(k, textOf(item));
      else if (v !== undefined) form.append(k, textOf(v));
    }
  }
  return form.toString();
}

function encodeBody(type: string, body: unknown): string {
  return type === 'application/x-www-form-urlencoded' ? formOf(body) : JSON.stringify(body);
}

/** Every malformed request for `op`; `base` carries the caller's headers. */
export function* badRequests(op: Operation, base: Record<string, string>, { thorough }: { thorough: boolean }): Generator<FuzzRequest> {
  const goodParams = Object.fromEntries(op.params.map((p) => [p.name, textOf(sample(op.doc, p.schema))]));
  const build = (params: Record<string, string | string[] | undefined>, rawQuery = '') => {
    let path = op.path;
    const query = new URLSearchParams();
    const headers: Record<string, string> = {};
    for (const p of op.params) {
      const value = params[p.name];
      if (value === undefined) continue;
      if (p.in === 'path') path = path.replace(`{${p.name}}`, encodePathValue([value].flat()[0]!));
      else if (p.in === 'header') headers[p.name.toLowerCase()] = [value].flat()[0]!.replace(/[^\x20-\x7e]/g, '?');
      else for (const v of [value].flat()) query.append(p.name, v);
    }
    path = path.replace(/\{[^}]+\}/g, '1');
    const qs = [query.toString(), rawQuery].filter(Boolean).join('&');
    return { url: qs ? `${path}?${qs}` : path, headers };
  };
  const jsonType = op.body?.content['application/json'] ? 'application/json' : undefined;
  const bodyType = jsonType ?? Object.keys(op.body?.content ?? {})[0];
  const bodySchema = bodyType ? op.body!.content[bodyType]! : undefined;
  const goodBody = bodySchema ? sample(op.doc, bodySchema) : undefined;
  const request = (
    label: string,
    params: Record<string, string | string[] | undefined>,
    body?: { type: string; payload: string | Buffer },
    rawQuery = '',
  ): FuzzRequest => {
    const { url, headers } = build(params, rawQuery);
    return {
      label,
      method: op.method,
      url,
      headers: { ...base, ...headers, ...(body ? { 'content-type': body.type } : {}) },
      ...(body ? { payload: body.payload } : {}),
    };
  };
  const goodBodyOf = (type: string) => (bodyType ? { type, payload: encodeBody(type, goodBody) } : undefined);
  const defaultBody = bodyType ? goodBodyOf(bodyType) : undefined;

  // A value the operation would take but for a control character appended (a pattern of the
  // field's own, such as "\\S", does not refuse one), so that it would reach PostgreSQL.
  const withControl = (v: unknown) => (typeof v === 'string' ? `${v}\u0000` : undefined);
  if (thorough) {
    for (const p of op.params) {
      const value = withControl(sample(op.doc, p.schema));
      if (value !== undefined && p.in === 'query')
        yield { ...request(`query ${p.name}=<valid>+NUL`, { ...goodParams, [p.name]: value }, defaultBody), controlCharacter: true };
    }
  }

  // Parameters: each one missing (when required), spoiled, repeated; a bad percent-encoding.
  const textValues = thorough ? BAD_TEXT_VALUES : BAD_TEXT_VALUES.filter((_, i) => i % 3 === 0);
  for (const p of op.params) {
    if (p.required) yield request(`${p.in} ${p.name} missing`, { ...goodParams, [p.name]: undefined }, defaultBody);
    for (const value of textValues)
      yield request(`${p.in} ${p.name}=${JSON.stringify(value.slice(0, 20))}`, { ...goodParams, [p.name]: value }, defaultBody);
    if (p.in === 'query') yield request(`query ${p.name} repeated`, { ...goodParams, [p.name]: [goodParams[p.name]!, 'abc'] }, defaultBody);
  }
  yield request('bad percent-encoding in the query', goodParams, defaultBody, '%zz=%E0%A4%A&x=%');
  yield request('unknown query parameter', goodParams, defaultBody, 'unexpected=1');

  const bodyMethod = op.method !== 'GET';
  if (!bodyMethod) return;
  // Content types the operation does not declare, and bodies that are not what they claim.
  const declared = new Set(Object.keys(op.body?.content ?? {}));
  const undeclared: Array<[string, string]> = [
    ['text/plain', 'lockCount=101'],
    ['application/xml', '<a>1</a>'],
    ['multipart/form-data; boundary=x', '--x\r\n\r\n--x--'],
    ['application/x-www-form-urlencoded', formOf(goodBody ?? { lockCount: 101, useCaptcha: 'maybe' })],
    ['application/json', JSON.stringify(goodBody ?? { unexpected: 1 })],
    ['application/octet-stream', '\u0000\u0001'],
  ];
  yield request('no body at all', goodParams);
  for (const [type, payload] of undeclared) {
    if (!declared.has(type.split(';')[0]!)) yield request(`undeclared content type ${type}`, goodParams, { type, payload });
  }
  for (const type of declared) {
    const schema = resolve(op.doc, op.body!.content[type]!);
    const good = sample(op.doc, schema);
    const send = (label: string, payload: string | Buffer, contentType = type) =>
      request(`${type}: ${label}`, goodParams, { type: contentType, payload });
    if (type === 'application/json') {
      yield send('not JSON', '{"a":');
      yield send('bad UTF-8', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]));
      yield send('UTF-16 declared', '{}', 'application/json; charset=utf-16');
      for (const value of [null, [], 'text', 42]) yield send(`body ${JSON.stringify(value)}`, JSON.stringify(value));
      yield send('deep nesting', '['.repeat(5_000) + ']'.repeat(5_000));
      yield send('prototype keys', '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}');
    } else {
      yield send('bad percent-encoding', 'a=%zz&b=%E0%A4%A');
    }
    if (thorough) yield send('4 MiB and more', JSON.stringify({ big: 'x'.repeat(4 * 1024 * 1024 + 10) }));
    if (!good || typeof good !== 'object' || Array.isArray(good)) continue;
    const props = schema.properties ? Object.entries<Schema>(schema.properties) : [];
    yield send('empty object', encodeBody(type, {}));
    yield send('extra field', encodeBody(type, { ...good, unexpectedField: 1 }));
    const required = new Set<string>(schema.required ?? []);
    for (const [name] of props) {
      if (required.has(name)) {
        const { [name]: _left, ...rest }: Record<string, unknown> = { ...good };
        yield send(`${name} missing`, encodeBody(type, rest));
      }
      const values = type === 'application/json' ? BAD_JSON_VALUES : textValues;
      for (const value of thorough ? values : values.filter((_, i) => i % 3 === 0)) {
        yield send(`${name}=${textOf(value).slice(0, 20)}`, encodeBody(type, { ...good, [name]: value }));
      }
      const control = withControl((good as Record<string, unknown>)[name]);
      if (thorough && control !== undefined)
        yield { ...send(`${name}=<valid>+NUL`, encodeBody(type, { ...good, [name]: control })), controlCharacter: true };
      if (type === 'application/json') {
        for (const raw of RAW_JSON_VALUES) {
          const text = JSON.stringify({ ...good, [name]: 0 }).replace(`"${name}":0`, `"${name}":${raw}`);
          yield send(`${name}=${raw.slice(0, 10)}`, text);
        }
      }
    }
  }
}
