// An operation accepts a body only in the content types its contract declares, and each of
// them is validated against its schema. Fastify would otherwise parse any type it has a parser
// for (a form body sent to a JSON operation) and, finding no schema for that type, skip the
// check. Refused before the body is read: HTTP 415 in the envelope. A required body that is
// missing altogether is a 400 here too, since no schema would be checked against nothing.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { ApiError } from '../contract/envelope.ts';

/** The media types the route's body schema declares; empty when it takes no body. */
export function declaredMediaTypes(schema: RouteOptions['schema']): string[] {
  const body = (schema as { body?: { content?: Record<string, unknown> } } | undefined)?.body;
  if (!body) return [];
  return body.content ? Object.keys(body.content).map((t) => t.toLowerCase()) : ['application/json'];
}

/** operationId -> its request body as the contract declares it (see noteRequestBodies). */
const declaredBodies = new Map<string, { required: boolean; types: string[] }>();

type SpecDoc = {
  paths?: Record<string, Record<string, { operationId?: string; requestBody?: { required?: boolean; content?: Record<string, unknown> } }>>;
};

/**
 * Records each operation's body: whether it is required and its media types. The route schema
 * Fastify gets carries neither `requestBody.required` nor a media type declared without a schema
 * (raw bytes), and without a body no schema is checked at all. Call with each contract before
 * its routes are registered.
 */
export function noteRequestBodies(doc: SpecDoc): void {
  for (const item of Object.values(doc.paths ?? {})) {
    for (const op of Object.values(item)) {
      if (!op || typeof op !== 'object' || !op.operationId || !op.requestBody) continue;
      const types = Object.keys(op.requestBody.content ?? {}).map((t) => t.toLowerCase());
      declaredBodies.set(op.operationId, { required: op.requestBody.required === true, types });
    }
  }
}

const isJson = (mediaType: string) => /^application\/(?:[\w.+-]+\+)?json$/i.test(mediaType);

type ResponsesDoc = {
  paths?: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> } | undefined>>;
};

/**
 * The contract as fastify-openapi-glue is given it: responses keep their JSON media types only.
 * Glue checks every media type of the contract, those of responses too, for a request body
 * parser, and warns at start for each one it cannot find ("ContentTypeParser for 'text/csv' not
 * found"). The files an operation answers with (CSV, XLSX, images) are bytes its handler sends
 * with their own Content-Type; Fastify never serializes them, so their schemas did nothing in the
 * route. Request bodies are left as declared (a parser missing for one of them is a real fault).
 * Changes the document it is given and returns it: readContract gives each caller its own copy.
 */
export function jsonResponsesOnly<T extends object>(doc: T): T {
  for (const item of Object.values((doc as ResponsesDoc).paths ?? {})) {
    for (const op of Object.values(item)) {
      for (const response of Object.values((op && typeof op === 'object' && op.responses) || {})) {
        if (!response.content) continue;
        const kept = Object.entries(response.content).filter(([type]) => isJson(type));
        if (kept.length) response.content = Object.fromEntries(kept);
        else delete response.content;
      }
    }
  }
  return doc;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const hasBody = (req: FastifyRequest) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

const mediaTypeOf = (req: FastifyRequest) => (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

/** Adds the check to every contract route (those with an operationId) registered after this call. */
export function installContentTypeCheck(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    if (!operationId) return;
    // Fastify reads a body only for these methods; a GET's body is never looked at.
    const methods = [route.method].flat().map((m) => m.toUpperCase());
    if (!methods.some((m) => BODY_METHODS.has(m))) return;
    const body = declaredBodies.get(operationId);
    const declared = new Set(body?.types ?? declaredMediaTypes(route.schema));
    const required = declared.size > 0 && body?.required !== false;
    const check = async (req: FastifyRequest) => {
      if (!hasBody(req)) {
        if (required) throw new ApiError(400, 400, 'badRequest', { detail: 'a request body is required' });
        return;
      }
      const type = mediaTypeOf(req);
      if (!declared.has(type)) {
        throw new ApiError(415, 415, 'unsupportedMediaType', { types: [...declared].join(', ') || '-' });
      }
    };
    route.onRequest = [check, ...[route.onRequest ?? []].flat()];
  });
}
