// What a user may do and why: menus, buttons and applications, each with its sources ("role R"
// or "default role R of department D"). Shared by the users page's authority view; the personal
// space's permission page can show the same.
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Badge, MessageBar, MessageBarBody, Subtitle2, makeStyles } from '@fluentui/react-components';
import { SimpleTable } from '../../../components/simple-table/simple-table.tsx';
import type { components } from '../../../api/gen/arcana-system.ts';
import { langAtom } from '../../../state/lang-state.ts';
import { localName } from '../../../lib/local-name.ts';

type Authority = components['schemas']['EffectiveAuthority'];
type Source = Authority['roles'][number];

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: '8px', marginBottom: '20px' },
  badges: { display: 'flex', flexWrap: 'wrap', gap: '4px' },
});

export function SourceBadges({ sources }: { sources: readonly Source[] }) {
  const { t } = useLingui();
  const styles = useStyles();
  const lang = useAtomValue(langAtom);
  const roleOf = (s: Source) => localName({ name: s.roleName, i18nNames: s.roleI18nNames }, lang);
  return (
    <span className={styles.badges}>
      {sources.map((s) => (
        <Badge key={`${s.roleId}-${s.deptId ?? ''}`} appearance={s.deptId ? 'outline' : 'tint'} color={s.deptId ? 'informative' : 'brand'}>
          {s.deptId ? t`default role ${roleOf(s)} of department ${s.deptName ?? ''}` : t`role ${roleOf(s)}`}
        </Badge>
      ))}
    </span>
  );
}

export function EffectiveAuthorityView({ authority }: { authority: Authority }) {
  const { t } = useLingui();
  const styles = useStyles();
  const lang = useAtomValue(langAtom);
  const menus = authority.menus.filter((m) => m.category !== 2);
  const buttons = authority.menus.filter((m) => m.category === 2);
  const table = (label: string, rows: ReadonlyArray<{ key: string; name: string; detail: string; sources: readonly Source[] }>) => (
    <section className={styles.section} aria-label={label}>
      <Subtitle2 as="h2">
        {label} ({rows.length})
      </Subtitle2>
      {rows.length ? (
        <SimpleTable
          label={label}
          rows={rows}
          rowKey={(r) => r.key}
          columns={[
            { header: t`Name`, cell: (r) => r.name },
            { header: t`Code`, cell: (r) => r.detail },
            { header: t`Granted by`, cell: (r) => (authority.administrator ? t`administrator` : <SourceBadges sources={r.sources} />) },
          ]}
        />
      ) : (
        <span>{t`None`}</span>
      )}
    </section>
  );
  return (
    <>
      {authority.administrator ? (
        <MessageBar intent="info">
          <MessageBarBody>{t`An administrator holds every permission.`}</MessageBarBody>
        </MessageBar>
      ) : null}
      <section className={styles.section} aria-label={t`Roles`}>
        <Subtitle2 as="h2">{t`Roles`}</Subtitle2>
        {authority.roles.length ? <SourceBadges sources={authority.roles} /> : <span>{t`None`}</span>}
      </section>
      {table(
        t`Menus`,
        menus.map((m) => ({ key: `m${m.id}`, name: localName(m, lang), detail: `${m.appCode} · ${m.code}`, sources: m.sources })),
      )}
      {table(
        t`Buttons`,
        buttons.map((m) => ({ key: `b${m.id}`, name: localName(m, lang), detail: m.code, sources: m.sources })),
      )}
      {table(
        t`Applications`,
        authority.apps.map((a) => ({ key: `a${a.id}`, name: localName(a, lang), detail: a.code, sources: a.sources })),
      )}
    </>
  );
}
