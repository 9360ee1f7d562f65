// Builds the reference platform server: the two OpenAPI services, security, static portal.
// Routes come only from openapi/*.yaml, so nothing is served outside the contract and every
// request is validated against it before a handler runs.
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import formBody from '@fastify/formbody';
import openapiGlue from 'fastify-openapi-glue';
import './http/contract-meta-check.ts';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/open.ts';
import { ApiError } from './contract/envelope.ts';
import { clientErrorHandler, frameworkErrors, installErrorHandling } from './http/errors.ts';
import { indexRouteMethods } from './http/method-not-allowed.ts';
import { validatorCompiler } from './http/request-validation.ts';
import { readContract } from './http/contract-files.ts';
import { installContentTypeCheck, jsonResponsesOnly, noteRequestBodies } from './http/content-types.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { installApiCors } from './http/api-cors.ts';
import { RequestLogController } from './http/request-log.ts';
import { installRequestId, requestIdGenerator } from './http/request-id.ts';
import { installStaticFiles } from './http/static-files.ts';
import { installReadiness } from './monitor/readiness.ts';
import { startAppLoadRetention } from './monitor/app-loads.ts';
import { startAuditRetention } from './audit/retention.ts';
import { authenticate } from './auth/sessions.ts';
import { requirePasswordSettled } from './auth/forced-change.ts';
import { logSerializers } from './auth/log-redaction.ts';
import { authService } from './services/auth-service.ts';
import { systemService } from './services/system-service.ts';
import type { ServiceContext } from './services/context.ts';
import { installExtraRoutes } from './extra-routes.ts';
import { deliveryQueueCounts, startDeliveryWorker } from './services/system/messages/delivery-worker.ts';
import { startHeartbeat } from './monitor/heartbeat.ts';
import { watchDeliveryQueue } from './monitor/prometheus.ts';
import { installUploadParsing } from './uploads/store.ts';
import { installIdempotency, startIdempotencyRetention } from './http/idempotency.ts';
import { bodyToken, guardBeforeValidation, guardHandlers, operationsOf, SIGNED_IN, type OperationMeta } from './http/operation-guard.ts';
import { operationRefusal } from './auth/permissions.ts';
import { serializersOnFirstUse } from './http/response-serializers.ts';

/** Pino redaction: credentials never reach the log. */
const REDACT = [
  'req.headers.authorization',
  'req.headers["arcana-auth"]',
  'req.headers.cookie',
  '*.password',
  '*.refresh_token',
  '*.access_token',
  '*.token',
  '*.oldPassword',
  '*.newPassword',
  '*.confirmPassword',
  '*.captcha_code',
  '*.passwordHash',
];

export interface BuildOptions {
  config: ServerConfig;
  db: Db;
  /** false silences the log (tests). */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests that read the log). */
  logStream?: { write(line: string): void };
}

function bearerOf(req: FastifyRequest): string | undefined {
  const raw = req.headers['arcana-auth'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  const match = value?.match(/^bearer\s+(\S+)$/i);
  return match?.[1];
}

export async function buildApp({ config, db, logger = true, logStream }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? { level: config.logLevel, redact: REDACT, serializers: logSerializers, ...(logStream ? { stream: logStream } : {}) }
      : false,
    // Requests are logged at info only when they fail or are slow (http/request-log.ts).
    logController: new RequestLogController(),
    bodyLimit: 4 * 1024 * 1024,
    // X-Forwarded-For only from the proxies named in TRUST_PROXY (see config.ts): believed from
    // anyone else, it would let a client choose its own address past the per-IP login limit.
    trustProxy: config.trustProxy,
    // Requests that still arrive on open keep-alive connections while the process stops are
    // served (answered with `Connection: close`, see http/drain.ts) instead of refused with 503:
    // a load balancer cannot tell a 503 from a real failure, and it would not retry a POST.
    return503OnClosing: false,
    // X-Request-Id from a trusted proxy (nginx's $request_id), a UUID otherwise (http/request-id.ts).
    genReqId: requestIdGenerator(config.trustProxy),
    frameworkErrors,
    clientErrorHandler,
    schemaController: { compilersFactory: { buildSerializer: serializersOnFirstUse } },
  });
  app.setValidatorCompiler(validatorCompiler);
  const ctx: ServiceContext = { db, config, log: app.log };

  installErrorHandling(app);
  const methods = indexRouteMethods(app);
  installRequestId(app);
  installReadiness(app);
  installSecurityHeaders(app, db, config.strictScriptCsp);
  installApiCors(app, db, config.devOrigins);
  await app.register(formBody);
  installUploadParsing(app);
  installContentTypeCheck(app);
  // Writes sent with an Idempotency-Key are applied once and their answer replayed (README).
  installIdempotency(app, db);

  const [clientId, clientSecret] = config.clientCredentials.split(':');
  const expectedBasic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
  const securityHandlers = {
    async arcanaAuth(req: FastifyRequest) {
      // A beacon's token comes in its body, on the one operation that allows it (operation-guard.ts).
      const token = bearerOf(req) ?? bodyToken(req);
      if (!token) throw new ApiError(401, 401, 'tokenInvalid');
      req.auth = await authenticate(db, token);
    },
    async clientBasic(req: FastifyRequest) {
      const header = req.headers.authorization ?? '';
      if (header !== `Basic ${expectedBasic}`) throw new ApiError(401, 401, 'badClient');
    },
  };

  // The one permission check of every operation (see http/operation-guard.ts).
  // Functional: the operation's x-permission code, granted through roles (or `signed-in`).
  // Interface: an operation named in any role's API list needs a role that names it.
  async function checkPermission(req: FastifyRequest, meta: OperationMeta) {
    req.operation = meta;
    const userId = req.auth?.userId;
    // A password that must change first bars everything else, whatever the caller holds.
    if (userId !== undefined) await requirePasswordSettled(db, userId, meta.operationId);
    const codes = meta.permission === undefined ? [] : [meta.permission].flat();
    if (userId === undefined || !codes.length) throw new ApiError(403, 403, 'missingPermission', { code: meta.operationId });
    // A list of codes (a shared call such as the image upload) needs any one of them.
    const refusal = await operationRefusal(db, userId, codes.includes(SIGNED_IN) ? null : codes, meta.operationId);
    if (refusal === 'functional') throw new ApiError(403, 403, 'missingPermission', { code: codes.join(' / ') });
    if (refusal === 'interface') throw new ApiError(403, 403, 'missingApiPermission', { code: meta.operationId });
  }

  // Both contracts' operations, filled as each is registered; checked before validation.
  const operations = new Map<string, OperationMeta>();
  guardBeforeValidation(app, operations, checkPermission);
  for (const [file, handlers, prefix] of [
    ['arcana-auth.yaml', authService(ctx), undefined],
    ['arcana-system.yaml', systemService(ctx), '/arcana-system'],
  ] as const) {
    // The contract files are ours and bundled by the build; their shape is what the guard reads.
    const specification = readContract(file) as Parameters<typeof operationsOf>[0] & Parameters<typeof noteRequestBodies>[0];
    noteRequestBodies(specification);
    const ops = operationsOf(specification);
    for (const [id, meta] of ops) operations.set(id, meta);
    const serviceHandlers = guardHandlers(handlers, ops, checkPermission);
    await app.register(openapiGlue, {
      specification: jsonResponsesOnly(specification),
      serviceHandlers,
      securityHandlers,
      ...(prefix ? { prefix } : {}),
    });
  }
  await installExtraRoutes(app, ctx);
  await installStaticFiles(app, config.staticDir, methods, config.strictScriptCsp);
  // Notices sent over mail / WeCom / DingTalk go out in the background, retried with backoff.
  const deliveries = startDeliveryWorker(db, { retryMs: config.deliveryRetryMs, log: app.log });
  app.addHook('onClose', () => deliveries.stop());
  // Audit records, load telemetry and idempotency keys past their retention are deleted on timers
  // (at start, then hourly), not inside the requests that write them. Closing the app clears the
  // timers and waits for a run in progress, so the database is closed after it (main.ts, test
  // harnesses).
  for (const job of [startAuditRetention(db, app.log), startAppLoadRetention(db, app.log), startIdempotencyRetention(db, app.log)]) {
    app.addHook('onClose', () => job.stop());
  }
  // Every process on the database in the monitor views (monitor/heartbeat.ts); the metrics
  // gauges read the delivery queue at scrape time.
  const heartbeat = startHeartbeat(app, db, config.databaseUrl ? 'postgres' : 'pglite', config.heartbeatMs);
  app.addHook('onClose', () => heartbeat.stop());
  watchDeliveryQueue(() => deliveryQueueCounts(db));
  return app;
}
