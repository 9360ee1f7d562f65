// A throw-away OpenLDAP server from Debian's `slapd` package for the directory-login tests: a
// generated slapd.conf (mdb backend) in a temporary folder, seed entries loaded with slapadd
// before the start, a free loopback port, and everything removed again by stop().
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SLAPD = '/usr/sbin/slapd';
const SLAPADD = '/usr/sbin/slapadd';
const SCHEMA_DIR = '/etc/ldap/schema';
const MODULE_DIR = '/usr/lib/ldap';

export const BASE_DN = 'dc=example,dc=org';
export const PEOPLE_DN = `ou=people,${BASE_DN}`;
export const BIND_DN = `cn=reader,${BASE_DN}`;
export const BIND_PASSWORD = 'Reader-pass1';
/** The directory's own administrator, for tests that change entries while slapd runs. */
export const ROOT_DN = `cn=admin,${BASE_DN}`;
export const ROOT_PASSWORD = 'Root-pass1';

export interface DirectoryUser {
  uid: string;
  cn: string;
  sn: string;
  mail?: string;
  telephoneNumber?: string;
  password: string;
}

/** Seeded people; tests may pass their own. */
export const SEED_USERS: DirectoryUser[] = [
  { uid: 'alice', cn: 'Alice Liddell', sn: 'Liddell', mail: 'alice@example.org', telephoneNumber: '13800000001', password: 'Alice-pass1' },
  { uid: 'bob', cn: 'Bob Builder', sn: 'Builder', mail: 'bob@example.org', password: 'Bob-pass1' },
];

/**
 * Why the tests cannot run here, or undefined when they can. Outside CI a missing slapd skips
 * the suite with this reason; in CI (`process.env.CI` set) the suite must fail instead.
 */
export function slapdMissing(): string | undefined {
  if (existsSync(SLAPD) && existsSync(SLAPADD) && existsSync(join(SCHEMA_DIR, 'inetorgperson.schema'))) return undefined;
  return 'OpenLDAP slapd is not installed (apt-get install slapd ldap-utils); the directory login tests need it';
}

/** `describe` option: skipped with the reason outside CI; in CI the suite runs and fails at start. */
export const slapdSkip = (): string | false => (process.env.CI ? false : (slapdMissing() ?? false));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function entryOf(u: DirectoryUser): string {
  const lines = [
    `dn: uid=${u.uid},${PEOPLE_DN}`,
    'objectClass: inetOrgPerson',
    `uid: ${u.uid}`,
    `cn: ${u.cn}`,
    `sn: ${u.sn}`,
    ...(u.mail ? [`mail: ${u.mail}`] : []),
    ...(u.telephoneNumber ? [`telephoneNumber: ${u.telephoneNumber}`] : []),
    `userPassword: ${u.password}`,
  ];
  return lines.join('\n');
}

function seedLdif(people: DirectoryUser[]): string {
  return [
    [`dn: ${BASE_DN}`, 'objectClass: dcObject', 'objectClass: organization', 'o: Example', 'dc: example'].join('\n'),
    [
      `dn: ${BIND_DN}`,
      'objectClass: organizationalRole',
      'objectClass: simpleSecurityObject',
      'cn: reader',
      `userPassword: ${BIND_PASSWORD}`,
    ].join('\n'),
    [`dn: ${PEOPLE_DN}`, 'objectClass: organizationalUnit', 'ou: people'].join('\n'),
    ...people.map(entryOf),
  ].join('\n\n');
}

function slapdConf(dir: string): string {
  return `
include ${SCHEMA_DIR}/core.schema
include ${SCHEMA_DIR}/cosine.schema
include ${SCHEMA_DIR}/inetorgperson.schema
modulepath ${MODULE_DIR}
moduleload back_mdb
pidfile ${join(dir, 'slapd.pid')}
access to attrs=userPassword by anonymous auth by * none
access to * by users read by * none
database mdb
maxsize 16777216
suffix "${BASE_DN}"
rootdn "${ROOT_DN}"
rootpw ${ROOT_PASSWORD}
directory ${join(dir, 'data')}
`;
}

export interface Slapd {
  host: string;
  port: number;
  url: string;
  stop(): Promise<void>;
}

/** Starts slapd with the seed people; resolves once it accepts connections. */
export async function startSlapd(people: DirectoryUser[] = SEED_USERS): Promise<Slapd> {
  const missing = slapdMissing();
  if (missing) throw new Error(missing);
  const dir = mkdtempSync(join(tmpdir(), 'arcana-slapd-'));
  mkdirSync(join(dir, 'data'));
  const conf = join(dir, 'slapd.conf');
  writeFileSync(conf, slapdConf(dir));
  writeFileSync(join(dir, 'seed.ldif'), seedLdif(people) + '\n');
  execFileSync(SLAPADD, ['-f', conf, '-l', join(dir, 'seed.ldif')], { stdio: 'pipe' });
  const port = await freePort();
  const url = `ldap://127.0.0.1:${port}/`;
  // -d keeps slapd in the foreground (the test owns the process); level 256 logs connections,
  // so "slapd starting" tells when it listens.
  const child: ChildProcess = spawn(SLAPD, ['-f', conf, '-h', url, '-d', '256'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`slapd did not start:\n${log}`)), 30_000);
    child.stderr!.on('data', (d: Buffer) => {
      log += d.toString();
      if (log.includes('slapd starting')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`slapd exited with ${code}:\n${log}`));
    });
  });
  child.stderr!.removeAllListeners('data');
  child.stderr!.resume();
  return {
    host: '127.0.0.1',
    port,
    url,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
