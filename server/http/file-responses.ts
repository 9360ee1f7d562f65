// What the hand-served file routes (demo apps, exported elements) share: content types, the
// not-found envelope and a path join that cannot leave its folder.
import { extname, join, normalize, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export function sendNotFound(req: FastifyRequest, reply: FastifyReply) {
  const en = /en/i.test(req.headers['accept-language'] ?? '');
  return reply.status(404).send({ code: 404, success: false, msg: en ? 'Not found' : '资源不存在', data: null });
}

/**
 * `base/relative` when it stays inside `base`, names no hidden or parent segment and has one of
 * `allowed` extensions; otherwise undefined.
 */
export function fileInside(base: string, relative: string, allowed: readonly string[]): string | undefined {
  if (relative.split('/').some((part) => part === '' || part === '..' || part.startsWith('.'))) return undefined;
  const file = normalize(join(base, relative));
  if (!file.startsWith(base + sep) || !allowed.includes(extname(file))) return undefined;
  return file;
}
