// The shell's end of one application's app bridge (elements/app/arcana-app.ts): answers its
// calls, whether they come through the channel in its wujie props or from an iframe view
// (view-bridge.ts). Calls that act on the screen (navigate, notify, confirm, setDirty) are
// refused unless the application is the one on screen; everything shown is text, never HTML.
import { t } from '@lingui/core/macro';
import { store } from '../../state/store.ts';
import { authorityAtom } from '../../state/session-state.ts';
import { refreshAccessToken } from '../../api/session-fetch.ts';
import { notify } from '../../api/notify.ts';
import { addLeaveGuard } from '../../lib/leave-guard.ts';
import { isUnder } from '../../lib/routes.ts';
import type { Confirm } from '../confirm-dialog/confirm-dialog.tsx';
import { shellContext } from './shell-context.ts';
import type { BridgeCalls, BridgeMethod, HostChannel, NotifyIntent, TokenGrant } from '../../../elements/app/app-protocol.ts';

export interface BridgeSite {
  /** The application's code ('' for an iframe view). */
  app: string;
  /** Its name in the user's language (the leave dialog names it). */
  name: string;
  /** The shell path it lives under: navigation below it stays inside it. */
  basePath: string;
  /** Whether it is the one on screen now. */
  isShown(): boolean;
}

export interface BridgeServices {
  confirm: Confirm;
  /** The shell's router; `inside` when the path stays within the application. */
  navigate(to: string, options: { replace?: boolean; inside: boolean }): void;
}

export interface BridgeHost {
  call<M extends BridgeMethod>(method: M, arg: unknown): Promise<BridgeCalls[M][1]>;
  /** The channel to put in the application's wujie props. */
  channel: HostChannel;
  /** The application left the screen: runs the disposers its bridge attached, drops its dirty state. */
  dispose(): void;
}

const INTENTS: readonly NotifyIntent[] = ['info', 'success', 'warning', 'error'];
const ON_SCREEN: ReadonlySet<BridgeMethod> = new Set(['navigate', 'notify', 'confirm', 'setDirty']);
const text = (value: unknown, max = 1000): string =>
  (typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '').slice(0, max);
const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/** The current token; refreshed first when less than a minute (or a tenth of its lifetime) is left. */
async function validToken(): Promise<TokenGrant | null> {
  let authority = store.get(authorityAtom);
  if (!authority) return null;
  const { tokenExpiresAt, tokenTtl } = authority;
  if (tokenExpiresAt && tokenExpiresAt - Date.now() < Math.min(60_000, (tokenTtl ?? 600_000) / 10)) {
    await refreshAccessToken(authority.token);
    authority = store.get(authorityAtom);
    if (!authority) return null;
  }
  return { token: authority.token, expiresAt: authority.tokenExpiresAt ?? null };
}

/** A path of this shell (`/home`, `/passportal/x/y?z`): never another origin or scheme. */
function shellPath(path: unknown): string {
  const raw = text(path, 2000);
  const url = raw.startsWith('/') && !raw.startsWith('//') ? new URL(raw, location.origin) : null;
  if (!url || url.origin !== location.origin)
    throw new Error(`arcana-app: navigate takes a path of the portal, not ${JSON.stringify(raw)}`);
  return `${url.pathname}${url.search}${url.hash}`;
}

export function createBridgeHost(site: BridgeSite, services: BridgeServices): BridgeHost {
  const disposers = new Set<() => void>();
  let clean: (() => void) | null = null;

  const setDirty = (dirty: boolean) => {
    if (!dirty || clean) {
      if (!dirty) clean?.();
      return;
    }
    const onUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const removeGuard = addLeaveGuard(async (to) => {
      if (isUnder(new URL(to, location.origin).pathname, site.basePath)) return true;
      const leave = await services.confirm({
        title: t`Leave ${site.name}?`,
        message: t`${site.name} has changes that are not saved. If you leave now, they are lost.`,
        confirmText: t`Leave`,
        cancelText: t`Stay`,
        danger: true,
      });
      if (leave) clean?.();
      return leave;
    });
    window.addEventListener('beforeunload', onUnload);
    clean = () => {
      clean = null;
      removeGuard();
      window.removeEventListener('beforeunload', onUnload);
    };
  };

  const answers: { [M in BridgeMethod]: (arg: Record<string, unknown>) => BridgeCalls[M][1] | Promise<BridgeCalls[M][1]> } = {
    context: () => shellContext(site.app, site.basePath),
    getToken: () => validToken(),
    refresh: async ({ failed }) => {
      const token = await refreshAccessToken(text(failed, 10_000));
      return token ? { token, expiresAt: store.get(authorityAtom)?.tokenExpiresAt ?? null } : null;
    },
    navigate: ({ path, replace }) => {
      const to = shellPath(path);
      services.navigate(to, { replace: replace === true, inside: isUnder(new URL(to, location.origin).pathname, site.basePath) });
      return null;
    },
    notify: ({ intent, title, body }) => {
      const kind = INTENTS.includes(intent as NotifyIntent) ? (intent as NotifyIntent) : 'info';
      notify(text(title, 200), kind, { body: text(body) || undefined });
      return null;
    },
    confirm: ({ title, body, confirmLabel, cancelLabel, danger }) =>
      services.confirm({
        title: text(title, 200),
        message: text(body),
        confirmText: text(confirmLabel, 60) || t`OK`,
        cancelText: text(cancelLabel, 60) || t`Cancel`,
        danger: danger === true,
      }),
    setDirty: ({ dirty }) => {
      setDirty(dirty === true);
      return null;
    },
    ready: () => null,
  };

  const call = async <M extends BridgeMethod>(method: M, arg: unknown): Promise<BridgeCalls[M][1]> => {
    const answer = Object.hasOwn(answers, method) ? answers[method] : undefined;
    if (!answer) throw new Error(`arcana-app: unknown call ${text(method, 40)}`);
    if (ON_SCREEN.has(method) && !site.isShown()) throw new Error('arcana-app: the application is not on screen');
    return answer(record(arg));
  };

  return {
    call,
    channel: {
      version: 1,
      call: (method, arg) => call(method, arg),
      attach(dispose) {
        disposers.add(dispose);
        return () => void disposers.delete(dispose);
      },
    },
    dispose() {
      clean?.();
      for (const dispose of [...disposers]) dispose();
      disposers.clear();
    },
  };
}
