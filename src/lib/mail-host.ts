// Spec section 5: the mail host must carry a port ("Host format Error" otherwise). The server
// checks the same rule (server/services/system/messages/channel-settings.ts).

/** True when `host` is not empty and is not `name:port` with a port of 1 to 65535. */
export function mailHostProblem(host: string): boolean {
  const value = host.trim();
  if (!value) return false;
  const m = /^(\[[0-9a-fA-F:]+\]|[A-Za-z0-9.-]+):(\d{1,5})$/.exec(value);
  return !m || Number(m[2]) < 1 || Number(m[2]) > 65535;
}
