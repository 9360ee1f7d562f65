// Request logging: a request is logged at `info` only when it fails (status 400 and above) or is
// slow (over SLOW_REQUEST_MS), as one "request completed" line with its status and time; every
// request is logged at `debug` (LOG_LEVEL=debug), its arrival included. Fastify's default (two
// info lines per request) would make a healthy server's log nothing but those, and the lines
// that matter would scroll away. Fastify's other log lines (errors of its default handler,
// routes not found) keep their default behaviour.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** A request slower than this is logged at info whatever its status. */
export const SLOW_REQUEST_MS = 1000;

export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null, _request: FastifyRequest, reply: FastifyReply): void {
    const responseTime = Math.round(reply.elapsedTime);
    if (error) {
      reply.log.error({ res: reply, err: error, responseTime }, 'request errored');
      return;
    }
    const notable = reply.statusCode >= 400 || reply.elapsedTime > SLOW_REQUEST_MS;
    reply.log[notable ? 'info' : 'debug']({ res: reply, responseTime }, 'request completed');
  }
}
