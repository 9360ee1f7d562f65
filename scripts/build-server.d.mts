export const SERVER_BUNDLE: string;
/** Node options the bundle is run with (before its path). */
export const SERVER_NODE_OPTIONS: string[];
/** The bundled operator tool `name` (server/tools/<name>.ts). */
export function toolBundle(name: string): string;
/** Whether esbuild is installed, that is, whether the sources can be bundled here. */
export function bundlerInstalled(): boolean;
/** The bundle to run: rebuilt from `source` when esbuild is installed, else the prebuilt one. */
export function runnableBundle(source: string, bundle: string): Promise<string>;
/** Bundles server/main.ts into dist/server/main.mjs (when it changed) and returns that path. */
export function buildServer(): Promise<string>;
/** The runnable bundle of the operator tool `name` (server/tools/<name>.ts). */
export function runnableTool(name: string): Promise<string>;
