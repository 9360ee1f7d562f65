// How the client shows messages. The shell installs a Fluent toast dispatcher at start; until
// then (and in tests) messages go to the console.
export type Intent = 'error' | 'warning' | 'success' | 'info';
type Notifier = (message: string, intent: Intent) => void;

let notifier: Notifier = (message, intent) => console.warn(`[${intent}] ${message}`);

export function setNotifier(next: Notifier): void {
  notifier = next;
}

export function notify(message: string, intent: Intent = 'error'): void {
  notifier(message, intent);
}
