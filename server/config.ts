// Server settings from the environment, read once at start.
import { resolve } from 'node:path';
import { parseDevOrigins } from './http/app-origins.ts';

export interface ServerConfig {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** Seconds an access token lives before the client must refresh it (body code 402). */
  accessTokenTtl: number;
  /** Folder of the built portal (index.html and assets) served at '/'. */
  staticDir: string;
  /** `client_id:client_secret` accepted in `Authorization: Basic` on the token endpoint. */
  clientCredentials: string;
  adminPassword?: string;
  logLevel: string;
  /** LOG_FORMAT: `auto` (readable lines at a terminal, JSON otherwise), `json` or `pretty`. */
  logFormat: 'auto' | 'json' | 'pretty';
  /**
   * Which proxies' X-Forwarded-For to believe for the client IP (per-IP login limits, audit,
   * watermark): false (the default: the TCP peer is the client), true (any), a hop count, or
   * addresses/CIDRs/names of proxy-addr such as `loopback` (nginx on the same machine).
   */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** The key ring of the secrets stored in the database (server/secrets/key-ring.ts). */
  secretKeys: { keys?: string; keysFile?: string };
  /** Origins allowed to call the API from a browser besides the registered applications' (ARCANA_DEV_ORIGINS). */
  devOrigins: string[];
  /**
   * The portal's own document runs no inline script (ARCANA_STRICT_SCRIPT_CSP=1): its policy drops
   * script-src 'unsafe-inline', and wujie's sandbox iframes load a page of their own that keeps it
   * (server/http/security-headers.ts). Inline event handlers in applications' HTML then stop working.
   */
  strictScriptCsp: boolean;
  /**
   * Port of the second origin that serves the cross-origin demo application (ARCANA_DEMO_APP_PORT;
   * `npm start` sets PORT+1; 0 picks a free one); undefined: not served.
   */
  demoAppPort?: number;
  /** How often each process writes its heartbeat (monitor views of every process), in ms. */
  heartbeatMs: number;
  /** Bearer token Prometheus sends for GET /metrics; unset: the endpoint answers 404 to everyone. */
  metricsToken?: string;
  /** First retry delay of a failed notice delivery in ms; it doubles per attempt (5 attempts in all). */
  deliveryRetryMs: number;
}

/** TRUST_PROXY: unset or `false`, `true`, a hop count (`1`), or `loopback`, `10.0.0.0/8,127.0.0.1` ... */
export function parseTrustProxy(value: string | undefined): ServerConfig['trustProxy'] {
  const v = (value ?? '').trim();
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_address, hop) => hop < hops;
  }
  return v;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    host: env.HOST || '127.0.0.1',
    port: Number.parseInt(env.PORT || '8080', 10),
    dataDir: resolve(env.ARCANA_DATA_DIR || '.arcana-data'),
    databaseUrl: env.DATABASE_URL || undefined,
    accessTokenTtl: Number.parseInt(env.ARCANA_ACCESS_TOKEN_TTL || '1800', 10),
    staticDir: resolve(env.ARCANA_STATIC_DIR || 'dist/portal'),
    clientCredentials: env.ARCANA_CLIENT_CREDENTIALS || 'arcana-portal:arcana-portal',
    adminPassword: env.ARCANA_ADMIN_PASSWORD || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    logFormat: env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty' ? env.LOG_FORMAT : 'auto',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    secretKeys: { keys: env.ARCANA_SECRET_KEYS || undefined, keysFile: env.ARCANA_SECRET_KEYS_FILE || undefined },
    devOrigins: parseDevOrigins(env.ARCANA_DEV_ORIGINS),
    strictScriptCsp: env.ARCANA_STRICT_SCRIPT_CSP === '1',
    demoAppPort: /^\d+$/.test(env.ARCANA_DEMO_APP_PORT ?? '') ? Number(env.ARCANA_DEMO_APP_PORT) : undefined,
    metricsToken: env.ARCANA_METRICS_TOKEN || undefined,
    heartbeatMs: Math.max(100, Number.parseInt(env.ARCANA_HEARTBEAT_MS || '15000', 10) || 15000),
    deliveryRetryMs: Math.max(50, Number.parseInt(env.ARCANA_DELIVERY_RETRY_MS || '30000', 10) || 30000),
  };
}
