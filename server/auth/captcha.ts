// Image captchas for the login form: an SVG drawn by svg-captcha, its answer kept in the
// database (table captchas) under a random key, so that a captcha fetched through one server
// process is checked by any other. Valid for CAPTCHA_TTL_SECONDS and consumed by the first check
// whether that check succeeds or not (so one image cannot be tried twice): the check is one
// DELETE ... RETURNING, which two processes cannot both win.
import { randomUUID } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../db/open.ts';
import { captchas } from '../db/schema.ts';

export const CAPTCHA_TTL_SECONDS = 180;
const SWEEP_EVERY = 100;
let issuedSinceSweep = 0;

export async function issueCaptcha(db: Db, now = Date.now()): Promise<{ key: string; image: string; expires_in: number }> {
  // Letters that look alike in a distorted font are left out, so a human can read every image.
  const { text, data } = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1iIlLq9g', color: true, background: '#f4f4f8' });
  // Captchas never answered would stay for ever; drop the expired ones now and then.
  if (++issuedSinceSweep >= SWEEP_EVERY) {
    issuedSinceSweep = 0;
    await db.delete(captchas).where(lt(captchas.expiresAt, new Date(now)));
  }
  const key = randomUUID();
  await db.insert(captchas).values({ key, answer: text, expiresAt: new Date(now + CAPTCHA_TTL_SECONDS * 1000) });
  return { key, image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`, expires_in: CAPTCHA_TTL_SECONDS };
}

/** True when the code answers the captcha (case-insensitive); the captcha is gone either way. */
export async function consumeCaptcha(db: Db, key: string | undefined, code: string | undefined, now = Date.now()): Promise<boolean> {
  if (!key) return false;
  const [entry] = await db.delete(captchas).where(eq(captchas.key, key)).returning();
  if (!entry || entry.expiresAt.getTime() <= now || !code) return false;
  return entry.answer.toLowerCase() === code.trim().toLowerCase();
}

/** The answer of a pending captcha, for tests that must solve one. */
export async function peekCaptcha(db: Db, key: string): Promise<string | undefined> {
  const [entry] = await db.select({ answer: captchas.answer }).from(captchas).where(eq(captchas.key, key)).limit(1);
  return entry?.answer;
}
