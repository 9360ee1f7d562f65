// Path rules of spec section 7: a leading slash is added; a path that starts with neither the
// auth prefix nor the system prefix gets the system prefix, unless a base URL is set.
export function resolveApiPath(path: string, opts: { authPrefix: string; systemPrefix: string; baseUrl?: string }): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  if (opts.baseUrl) return withSlash;
  const hasPrefix = (prefix: string) => withSlash === prefix || withSlash.startsWith(`${prefix}/`);
  if (hasPrefix(opts.authPrefix) || hasPrefix(opts.systemPrefix)) return withSlash;
  return `${opts.systemPrefix}${withSlash}`;
}
