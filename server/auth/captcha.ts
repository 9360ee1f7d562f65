// Image captchas for the login form: an SVG drawn by svg-captcha, its answer kept only in this
// process's memory under a random key, valid for CAPTCHA_TTL_SECONDS and consumed by the first
// check whether that check succeeds or not (so one image cannot be tried twice).
import { randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';

export const CAPTCHA_TTL_SECONDS = 180;
const MAX_PENDING = 10_000;

interface Pending {
  text: string;
  expiresAt: number;
}

export class CaptchaStore {
  private readonly pending = new Map<string, Pending>();

  issue(now = Date.now()): { key: string; image: string; expires_in: number } {
    // Letters that look alike in a distorted font are left out, so a human can read every image.
    const { text, data } = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1iIlLq9g', color: true, background: '#f4f4f8' });
    this.sweep(now);
    if (this.pending.size >= MAX_PENDING) this.pending.delete(this.pending.keys().next().value!);
    const key = randomUUID();
    this.pending.set(key, { text, expiresAt: now + CAPTCHA_TTL_SECONDS * 1000 });
    return { key, image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`, expires_in: CAPTCHA_TTL_SECONDS };
  }

  /** True when the code answers the captcha (case-insensitive); the captcha is gone either way. */
  consume(key: string | undefined, code: string | undefined, now = Date.now()): boolean {
    if (!key) return false;
    const entry = this.pending.get(key);
    this.pending.delete(key);
    if (!entry || entry.expiresAt <= now || !code) return false;
    return entry.text.toLowerCase() === code.trim().toLowerCase();
  }

  /** The answer of a pending captcha, for tests that must solve one. */
  peek(key: string): string | undefined {
    return this.pending.get(key)?.text;
  }

  private sweep(now: number) {
    for (const [key, entry] of this.pending) if (entry.expiresAt <= now) this.pending.delete(key);
  }
}

// One store per database, so each server built in a process (tests build several) has its own.
const stores = new WeakMap<object, CaptchaStore>();
export function captchaStoreFor(owner: object): CaptchaStore {
  let store = stores.get(owner);
  if (!store) stores.set(owner, (store = new CaptchaStore()));
  return store;
}
