// Platform configuration (title, logos, colour, slogan), kept under the platformConfig key so the
// login page looks right before the call returns; and the licence status. Loaded by
// src/api/platform-load.ts.
import { atom } from 'jotai';
import type { components } from '../api/gen/arcana-system.ts';
import { STORAGE_KEYS, readJson, writeJson } from '../lib/storage-keys.ts';

export type PlatformConfig = components['schemas']['PlatformConfig'];
export type LicenseStatus = components['schemas']['LicenseStatus'];

const basePlatformAtom = atom<PlatformConfig | null>((readJson(STORAGE_KEYS.platformConfig) as PlatformConfig | undefined) ?? null);
export const platformConfigAtom = atom(
  (get) => get(basePlatformAtom),
  (_get, set, next: PlatformConfig | null) => {
    set(basePlatformAtom, next);
    writeJson(STORAGE_KEYS.platformConfig, next);
  },
);

/** null until checked (no token at start, or not yet loaded). */
export const licenseStatusAtom = atom<LicenseStatus | null>(null);

/** The start-up licence prompt is on screen: the gate of system manage and monitor waits for it
 *  (one blocking dialog at a time). Written by the prompt, read by the gate. */
export const licencePromptOpenAtom = atom(false);
