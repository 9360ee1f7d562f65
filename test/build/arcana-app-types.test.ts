// The app bridge's shipped declarations (dist/elements/arcana-app.d.ts): a strict TypeScript
// application compiles against them, and a wrong event name or payload does not.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';

const DTS = resolve('dist/elements/arcana-app.js');

/** The compiler's errors for each application file (one program for all, compiled once), as `TS<code>: message`. */
function errorsOf(sources: Record<string, string>): Record<string, string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'arcana-app-types-'));
  try {
    const files = Object.entries(sources).map(([name, source]) => {
      const file = join(dir, `${name}.ts`);
      writeFileSync(file, source.replace('BRIDGE', JSON.stringify(DTS)));
      return file;
    });
    const program = ts.createProgram(files, {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      // The DOM's own declarations are not under test (and take seconds to check).
      skipDefaultLibCheck: true,
    });
    const errors: Record<string, string[]> = Object.fromEntries(Object.keys(sources).map((name) => [name, []]));
    for (const d of ts.getPreEmitDiagnostics(program)) {
      const name = d.file ? d.file.fileName.replace(/^.*\//, '').replace(/\.ts$/, '') : 'global';
      (errors[name] ??= []).push(`TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    }
    return errors;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const APP = `
import { connectPortal, type Portal, type PortalEvents } from BRIDGE;
const portal: Portal = await connectPortal();
const offLang = portal.on('lang', ({ lang }) => { const l: 'zh_CN' | 'en_US' = lang; console.log(l); });
portal.on('permissions', ({ permissions }) => permissions.map((c) => c.toUpperCase()));
portal.on('token', ({ expiresAt }) => expiresAt ?? 0);
portal.on('theme', ({ theme }) => theme.tokens['--colorBrandBackground']);
portal.on('logout', ({ reason }) => (reason === 'expired' ? 1 : 2));
offLang();
const token: string | null = await portal.getToken();
const res: Response = await portal.fetch('/arcana-system/system/user/current/info');
await portal.navigate('/home', { replace: true });
await portal.notify({ intent: 'success', title: 'Saved' });
const ok: boolean = await portal.confirm({ title: 'Delete?', body: 'Gone for good', danger: true });
await portal.setDirty(true);
portal.ready();
portal.dispose();
const payload: PortalEvents['lang'] = { lang: 'en_US' };
console.log(token, res, ok, payload, portal.can('x'), portal.user?.username, portal.inPortal);
export {};
`;

describe('arcana-app.d.ts', { skip: !existsSync('dist/elements/arcana-app.d.ts') && 'elements not built yet' }, () => {
  const errors = existsSync('dist/elements/arcana-app.d.ts')
    ? errorsOf({
        good: APP,
        badEvent: APP.replace("portal.on('lang',", "portal.on('language',"),
        badPayload: APP.replace("portal.on('token', ({ expiresAt })", "portal.on('token', ({ token })"),
        badIntent: APP.replace("intent: 'success'", "intent: 'fatal'"),
      })
    : {};
  const mentions = (name: string, word: string) => (errors[name] ?? []).some((e) => e.includes(`"${word}"`) || e.includes(`'${word}'`));

  it('types a strict application that uses every call and event, the declarations included', () => {
    assert.deepEqual(
      { good: errors.good, global: errors.global, declarations: errors['arcana-app.d'] },
      { good: [], global: undefined, declarations: undefined },
    );
  });

  it('refuses an event name that does not exist', () => {
    assert.ok(mentions('badEvent', 'language'), (errors.badEvent ?? []).join('\n'));
  });

  it('refuses a payload field the event does not carry', () => {
    assert.ok(mentions('badPayload', 'token'), (errors.badPayload ?? []).join('\n'));
  });

  it('refuses a notify intent the shell does not have', () => {
    assert.ok(mentions('badIntent', 'fatal'), (errors.badIntent ?? []).join('\n'));
  });
});
