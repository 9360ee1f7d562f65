// A role's authority editor (spec sections 3 and 6): Functional, Data and Interface tabs, saved
// together. Read-only without the role:authority button permission, and for a role the signed-in
// user may not change (one they hold, or one beyond their own: the server's reason is shown).
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { langAtom } from '../../../state/lang-state.ts';
import { localName } from '../../../lib/local-name.ts';
import { Button, MessageBar, MessageBarBody, Tab, TabList } from '@fluentui/react-components';
import { PageLayout } from '../../../components/page-layout/page-layout.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { usePermission } from '../../../components/permission/use-permission.ts';
import { notify } from '../../../api/notify.ts';
import type { SystemPageProps } from '../page-types.ts';
import {
  authorityOptionsQuery,
  roleAuthorityQuery,
  roleQuery,
  useSaveAuthority,
  type AuthorityOptions,
  type RoleAuthority,
} from './roles-api.ts';
import { draftOf, groupsWithoutDepts, groupsWithoutItems, submitOf, type AuthorityDraft } from './authority-model.ts';
import { FunctionalTab } from './functional-tab.tsx';
import { DataScopeTab } from './data-scope-tab.tsx';
import { InterfaceTab } from './interface-tab.tsx';

type TabName = 'functional' | 'data' | 'interface';

export default function RoleAuthorityPage({ entry, params }: SystemPageProps) {
  const { t } = useLingui();
  const roleId = Number(params.id);
  const role = useQuery(roleQuery(roleId));
  const options = useQuery(authorityOptionsQuery());
  const saved = useQuery(roleAuthorityQuery(roleId));
  const both = {
    data: options.data && saved.data ? { options: options.data, saved: saved.data } : undefined,
    isPending: options.isPending || saved.isPending,
    isError: options.isError || saved.isError,
    error: options.error ?? saved.error,
    refetch: () => {
      void options.refetch();
      void saved.refetch();
    },
  };
  const lang = useAtomValue(langAtom);
  const name = role.data ? localName(role.data, lang) : '';
  return (
    <PageLayout title={name ? t`Permissions of ${name}` : t`Role permissions`}>
      <QueryState query={both} loadingLabel={t`Loading the permissions…`} errorTitle={t`The permissions could not be loaded.`}>
        {(d) => (
          <AuthorityEditor
            key={roleId}
            roleId={roleId}
            options={d.options}
            saved={d.saved}
            back={entry.path}
            refusal={role.data?.changeRefusal}
          />
        )}
      </QueryState>
    </PageLayout>
  );
}

function AuthorityEditor({
  roleId,
  options,
  saved,
  back,
  refusal,
}: {
  roleId: number;
  options: AuthorityOptions;
  saved: RoleAuthority;
  back: string;
  /** Why the signed-in user may not change this role; the editor is read-only then. */
  refusal?: string;
}) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const canEdit = usePermission('role:authority') && !refusal;
  const [tab, setTab] = useState<TabName>('functional');
  const [draft, setDraft] = useState<AuthorityDraft>(() => draftOf(saved, options.functional));
  const [tried, setTried] = useState(false);
  const save = useSaveAuthority();
  useEffect(() => {
    setDraft(draftOf(saved, options.functional));
  }, [saved, options]);

  async function submit() {
    setTried(true);
    if (groupsWithoutItems(draft).length || groupsWithoutDepts(draft).length) {
      setTab('data');
      return;
    }
    try {
      await save.mutateAsync(submitOf(roleId, draft));
      notify(t`The permissions were saved`, 'success');
    } catch {
      // toasted
    }
  }

  const incomplete = tried && (groupsWithoutItems(draft).length > 0 || groupsWithoutDepts(draft).length > 0);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <TabList selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as TabName)}>
        <Tab value="functional">{t`Functional`}</Tab>
        <Tab value="data">{t`Data`}</Tab>
        <Tab value="interface">{t`Interface`}</Tab>
      </TabList>
      {refusal ? (
        <MessageBar intent="info">
          <MessageBarBody>{refusal}</MessageBarBody>
        </MessageBar>
      ) : null}
      {incomplete ? (
        <MessageBar intent="error">
          <MessageBarBody>{t`The data item cannot be empty`}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div role="tabpanel" aria-label={tab}>
        {tab === 'functional' ? (
          <FunctionalTab
            tree={options.functional}
            granted={draft.granted}
            readOnly={!canEdit}
            onChange={(granted) => setDraft({ ...draft, granted })}
          />
        ) : tab === 'data' ? (
          <DataScopeTab
            options={options}
            scopes={draft.scopes}
            readOnly={!canEdit}
            showProblems={tried}
            onChange={(scopes) => setDraft({ ...draft, scopes })}
          />
        ) : (
          <InterfaceTab areas={options.apis} apis={draft.apis} readOnly={!canEdit} onChange={(apis) => setDraft({ ...draft, apis })} />
        )}
      </div>
      <div style={{ display: 'flex', gap: 8 }}>
        {canEdit ? (
          <Button appearance="primary" onClick={() => void submit()} disabled={save.isPending}>{t`Save permissions`}</Button>
        ) : null}
        <Button onClick={() => navigate(back)}>{t`Back to roles`}</Button>
      </div>
    </div>
  );
}
