// Personal space, Permission: the user's own effective permissions, each with where it comes
// from (a direct role, or the default role of their department), names in the user's language.
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import {
  Caption1,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title2,
} from '@fluentui/react-components';
import { langAtom } from '../../state/lang-state.ts';
import { useVisitTypes } from '../../api/visit-types.ts';
import { QueryState } from '../../components/query-state/query-state.tsx';
import { myAuthorityQuery, type EffectiveAuthority, type GrantSource } from './personal-api.ts';
import { sourceText } from './source-text.ts';
import { localName } from '../../lib/local-name.ts';

export function AuthorityPage() {
  const { t } = useLingui();
  const query = useQuery(myAuthorityQuery());
  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Title2 as="h1">{t`Permission`}</Title2>
      <QueryState query={query} loadingLabel={t`Loading your permissions…`} errorTitle={t`Your permissions could not be loaded.`}>
        {(a) => <AuthorityTables authority={a} />}
      </QueryState>
    </section>
  );
}

function Sources({ list }: { list: readonly GrantSource[] }) {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  return <>{list.length ? list.map((s) => sourceText(s, lang)).join('; ') : t`administrator`}</>;
}

function AuthorityTables({ authority }: { authority: EffectiveAuthority }) {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const visitTypes = useVisitTypes();
  const name = (x: { name: string; i18nNames?: { en_US?: string; zh_CN?: string } }) => localName(x, lang);
  return (
    <>
      {authority.administrator ? (
        <MessageBar intent="info">
          <MessageBarBody>{t`You are an administrator: you hold every permission.`}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Subtitle2 as="h2">{t`Roles`}</Subtitle2>
      {authority.roles.length ? (
        <ul data-testid="my-roles">
          {authority.roles.map((r) => (
            <li key={`${r.roleId}-${r.deptId ?? 0}`}>{sourceText(r, lang)}</li>
          ))}
        </ul>
      ) : (
        <Caption1 as="p">{t`You hold no role.`}</Caption1>
      )}
      <Subtitle2 as="h2">{t`Menus and buttons`}</Subtitle2>
      {authority.menus.length ? (
        <Table size="small" aria-label={t`Menus and buttons`} data-testid="my-menus">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t`Application`}</TableHeaderCell>
              <TableHeaderCell>{t`Permission name`}</TableHeaderCell>
              <TableHeaderCell>{t`Kind`}</TableHeaderCell>
              <TableHeaderCell>{t`Granted by`}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {authority.menus.map((m) => (
              <TableRow key={m.id} data-code={m.code}>
                <TableCell>
                  {m.appCode === '10010'
                    ? t`System management`
                    : m.appCode === '10012'
                      ? t`Monitor`
                      : m.appI18nNames?.[lang] || m.appName || m.appCode}
                </TableCell>
                <TableCell>{name(m)}</TableCell>
                <TableCell>{m.category === 2 ? t`Button` : t`Menu`}</TableCell>
                <TableCell>
                  <Sources list={m.sources} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Caption1 as="p">{t`No menus.`}</Caption1>
      )}
      <Subtitle2 as="h2">{t`Applications`}</Subtitle2>
      {authority.apps.length ? (
        <ul>
          {authority.apps.map((a) => (
            <li key={a.id}>
              {name(a)} — <Sources list={a.sources} />
            </li>
          ))}
        </ul>
      ) : (
        <Caption1 as="p">{t`No applications.`}</Caption1>
      )}
      <Subtitle2 as="h2">{t`Data scope`}</Subtitle2>
      {authority.dataScopes.length ? (
        <ul>
          {authority.dataScopes.map((d, i) => (
            <li key={i}>
              {d.dataGroupI18nNames?.[lang] || d.dataGroup}: {visitTypes.labelOf(d.visitType)}
              {d.deptNames.length ? ` (${d.deptNames.join(', ')})` : ''} — <Sources list={d.sources} />
            </li>
          ))}
        </ul>
      ) : (
        <Caption1 as="p">
          {authority.administrator ? t`Every record.` : t`No data-scope rule: you see every record of the pages you can open.`}
        </Caption1>
      )}
      <Subtitle2 as="h2">{t`Interfaces`}</Subtitle2>
      {authority.apis.length ? (
        <ul>
          {authority.apis.map((a) => (
            <li key={a.code}>
              <code>{a.code}</code> {a.path} — <Sources list={a.sources} />
            </li>
          ))}
        </ul>
      ) : (
        <Caption1 as="p">{t`No interface granted by name.`}</Caption1>
      )}
    </>
  );
}
