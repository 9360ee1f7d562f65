// How the client shows messages. The shell installs a Fluent toast dispatcher at start; until
// then (and in tests) messages go to the console.
export type Intent = 'error' | 'warning' | 'success' | 'info';
/** What a message may carry besides its text: the failed request's id, for the user to quote to
 *  support; a second line under it (an embedded application's notice, shown as text). */
export interface NoticeDetail {
  requestId?: string;
  body?: string;
}
export type Notifier = (message: string, intent: Intent, detail?: NoticeDetail) => void;

/** sessionStorage (not localStorage: it must not outlive the tab) key of a message for the next page. */
const PENDING_KEY = 'arcana.pendingNotice';

let notifier: Notifier = (message, intent, detail) =>
  console.warn(`[${intent}] ${message}${detail?.requestId ? ` (${detail.requestId})` : ''}`);

/** Installs the dispatcher and shows what a previous page left for this one (see notifyAfterReload). */
export function setNotifier(next: Notifier): void {
  notifier = next;
  flushPendingNotices();
}

/** Shows now what notifyAfterReload kept (used when no reload followed after all). */
export function flushPendingNotices(): void {
  let pending: { message: string; intent: Intent }[] = [];
  try {
    pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? '[]') as typeof pending;
  } catch {
    /* ignore a damaged entry */
  }
  sessionStorage.removeItem(PENDING_KEY);
  for (const p of pending) notifier(p.message, p.intent);
}

export function notify(message: string, intent: Intent = 'error', detail?: NoticeDetail): void {
  notifier(message, intent, detail);
}

/**
 * For a message that must survive the full reload that entering the login route causes
 * (spec section 2): the next page shows it once its toaster is up.
 */
export function notifyAfterReload(message: string, intent: Intent = 'info'): void {
  try {
    const pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? '[]') as { message: string; intent: Intent }[];
    pending.push({ message, intent });
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  } catch {
    notify(message, intent);
  }
}
