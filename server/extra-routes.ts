// Routes that are not part of the platform contract: static demo applications and monitor
// views the reference server provides so the portal has something real to embed.
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from './services/context.ts';

export async function installExtraRoutes(_app: FastifyInstance, _ctx: ServiceContext): Promise<void> {
  // Filled in by the embedded-applications work (demo apps, monitor views).
}
