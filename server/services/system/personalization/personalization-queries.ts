// Every database read and write of platform configuration: the personalisation settings, and the
// two switches the login page reads before anyone signs in (directory sign-in, captcha).
import type { Db } from '../../../db/open.ts';
import type { Tx } from '../../../db/transaction.ts';
import { getSetting, putSetting } from '../../../settings/settings-store.ts';
import type { PlatformSettings } from './personalization-settings.ts';
import '../../../ldap/ldap-settings.ts';
import '../../../auth/password-policy.ts';
import './personalization-settings.ts';

export const platformSettings = (db: Db) => getSetting(db, 'platform');

export const putPlatformSettings = (tx: Tx, next: PlatformSettings) => putSetting(tx, 'platform', next);

export const ldapEnabled = async (db: Db) => (await getSetting(db, 'ldap')).enabled;

export const captchaRequired = async (db: Db) => (await getSetting(db, 'passwordPolicy')).useCaptcha;
