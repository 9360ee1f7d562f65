// Menu trees per application code (10010 system manage, 10012 monitor, or an application's
// code), as the signed-in user's grants allow; built in menu-tree.ts from the cached catalogue.
import { ok } from '../../../contract/envelope.ts';
import { authOf, type SystemHandlers, type ServiceContext } from '../../context.ts';
import { grantsOf } from '../../../auth/permissions.ts';
import { menuCatalogue } from '../../../cache/catalogues.ts';
import { grantedTree } from './menu-tree.ts';

export function menuService({ db }: ServiceContext) {
  return {
    async getAppRoutes(req) {
      const [grants, catalogue] = await Promise.all([grantsOf(db, authOf(req).userId), menuCatalogue(db)]);
      return ok(grantedTree(catalogue, grants, req.query.appCode));
    },
  } satisfies Partial<SystemHandlers>;
}
