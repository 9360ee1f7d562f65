// Handlers of openapi/arcana-auth.yaml, gathered from one module per area (as system-service.ts
// gathers the system contract's): today the one sign-in area, services/auth/sign-in/.
import type { AuthHandlers, ServiceContext } from './context.ts';
import { signInService } from './auth/sign-in/sign-in-handlers.ts';

export function authService(ctx: ServiceContext): AuthHandlers {
  return {
    ...signInService(ctx),
  };
}
