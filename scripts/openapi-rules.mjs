// Rules every operation of the contract follows, applied by the bundler to openapi/system/*.yaml
// so that an area file cannot forget them (openapi/arcana-auth.yaml is written with them by hand,
// and a server test checks that applying them there changes nothing):
// - the error answers the server can give any operation are declared, each the error envelope:
//   400 (a malformed request), 401 and 403 behind `arcanaAuth` (no session; a permission missing
//   or a forced password change pending), 413 and 415 on methods that carry a body (too large;
//   a content type the operation does not declare);
// - a success envelope that declares its `data` requires it (the server's `ok(data)` always sends
//   it), so the generated types give the portal's `unwrap` the exact type without casts;
// - every integer a request can carry has explicit bounds (the 32-bit range of the database's
//   integer columns where the area file sets none), so an id like 2147483648 is a 400 from the
//   contract instead of an overflow in the database;
// - every write behind `arcanaAuth` (POST, PUT, PATCH, DELETE) takes the optional
//   `Idempotency-Key` header (README, "Idempotency keys"; server/http/idempotency.ts).

export const INT32 = { minimum: -2147483648, maximum: 2147483647 };
const BODY_METHODS = new Set(['post', 'put', 'patch', 'delete']);
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const ERROR_REF = { $ref: '#/components/responses/Error' };
const IDEMPOTENCY_REF = { $ref: '#/components/parameters/IdempotencyKey' };
export const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'A unique value per user action (the portal sends a UUID), 1-255 visible ASCII characters. A retry of the ' +
    'same write with the same key is answered with the first answer (header Idempotency-Replayed: true) ' +
    'without being applied again; the same key with another request answers 422, and 409 while the ' +
    'first request is still answering. Keys are per user and kept 24 hours.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7E]+$' },
};

/** The local component a `$ref` names, or undefined. */
function deref(doc, node) {
  if (!node || typeof node !== 'object' || typeof node.$ref !== 'string') return node;
  const parts = node.$ref.replace(/^#\//, '').split('/');
  let target = doc;
  for (const part of parts) target = target?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  return target;
}

/** Calls `visit` on every schema reachable from `schema` (through local $refs), once each. */
export function walkSchemas(doc, schema, visit, seen = new Set()) {
  const node = deref(doc, schema);
  if (!node || typeof node !== 'object' || seen.has(node)) return;
  seen.add(node);
  visit(node);
  for (const key of ['items', 'additionalProperties', 'not', 'contains', 'propertyNames']) {
    if (node[key] && typeof node[key] === 'object') walkSchemas(doc, node[key], visit, seen);
  }
  for (const key of ['allOf', 'anyOf', 'oneOf', 'prefixItems']) {
    for (const sub of node[key] ?? []) walkSchemas(doc, sub, visit, seen);
  }
  for (const key of ['properties', 'patternProperties', '$defs']) {
    for (const sub of Object.values(node[key] ?? {})) walkSchemas(doc, sub, visit, seen);
  }
}

const isInteger = (s) => s.type === 'integer' || (Array.isArray(s.type) && s.type.includes('integer'));

/** Each operation of the document: `{ path, method, op }`. */
export function operationsOf(doc) {
  const out = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) if (item[method]) out.push({ path, method, op: item[method], item });
  }
  return out;
}

/** The request schemas of an operation: its parameters' and its body's (every content type). */
export function requestSchemasOf(doc, { op, item }) {
  const schemas = [];
  for (const param of [...(item.parameters ?? []), ...(op.parameters ?? [])]) {
    const p = deref(doc, param);
    if (p?.schema) schemas.push(p.schema);
  }
  const body = deref(doc, op.requestBody);
  for (const media of Object.values(body?.content ?? {})) if (media.schema) schemas.push(media.schema);
  return schemas;
}

export const usesArcanaAuth = (doc, op) => (op.security ?? doc.security ?? []).some((req) => 'arcanaAuth' in req);

const isEnvelopeRef = (node) => typeof node?.$ref === 'string' && node.$ref.endsWith('/schemas/Envelope');

/** Marks `data` required in a success answer `allOf: [Envelope, { properties: { data } }]`. */
function requireEnvelopeData(doc, response) {
  for (const media of Object.values(deref(doc, response)?.content ?? {})) {
    const parts = media?.schema?.allOf;
    if (!Array.isArray(parts) || !parts.some(isEnvelopeRef)) continue;
    for (const part of parts) {
      if (!part?.properties?.data) continue;
      part.required = [...new Set([...(part.required ?? []), 'data'])];
    }
  }
}

/** Applies the rules to `doc` in place and returns it. */
export function applyContractRules(doc) {
  for (const entry of operationsOf(doc)) {
    const { method, op } = entry;
    op.responses ??= {};
    const declare = (status) => {
      op.responses[status] ??= { ...ERROR_REF };
    };
    declare('400');
    if (usesArcanaAuth(doc, op)) {
      declare('401');
      declare('403');
    }
    if (BODY_METHODS.has(method)) {
      declare('413');
      declare('415');
      if (usesArcanaAuth(doc, op)) {
        doc.components ??= {};
        doc.components.parameters ??= {};
        doc.components.parameters.IdempotencyKey ??= IDEMPOTENCY_KEY_PARAMETER;
        op.parameters ??= [];
        if (!op.parameters.some((p) => p.$ref === IDEMPOTENCY_REF.$ref)) op.parameters.push({ ...IDEMPOTENCY_REF });
        declare('409');
        declare('422');
      }
    }
    for (const [status, response] of Object.entries(op.responses)) if (/^2/.test(status)) requireEnvelopeData(doc, response);
    op.responses = Object.fromEntries(Object.entries(op.responses).sort(([a], [b]) => a.localeCompare(b)));
    for (const schema of requestSchemasOf(doc, entry)) {
      walkSchemas(doc, schema, (s) => {
        if (!isInteger(s)) return;
        if (s.minimum === undefined && s.exclusiveMinimum === undefined) s.minimum = INT32.minimum;
        if (s.maximum === undefined && s.exclusiveMaximum === undefined) s.maximum = INT32.maximum;
      });
    }
  }
  return doc;
}
