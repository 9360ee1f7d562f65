export const SERVER_BUNDLE: string;
/** Bundles server/main.ts into dist/server/main.mjs (when it changed) and returns that path. */
export function buildServer(): Promise<string>;
