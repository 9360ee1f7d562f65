export const SERVER_BUNDLE: string;
/** Node options the bundle is run with (before its path). */
export const SERVER_NODE_OPTIONS: string[];
/** Bundles server/main.ts into dist/server/main.mjs (when it changed) and returns that path. */
export function buildServer(): Promise<string>;
