// A user's effective permissions (`user/:id/authority`): menus, buttons and applications, each
// with where it comes from.
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { Button } from '@fluentui/react-components';
import { PageLayout } from '../../../components/page-layout/page-layout.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import type { SystemPageProps } from '../page-types.ts';
import { EffectiveAuthorityView } from '../shared/effective-authority-view.tsx';
import { userAuthorityQuery } from './users-api.ts';

export default function UserAuthorityPage({ entry, params }: SystemPageProps) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const id = Number(params.id);
  const query = useQuery({ ...userAuthorityQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const user = query.data?.user;
  return (
    <PageLayout
      title={user ? t`Permissions of ${user.realName} (${user.username})` : t`Permissions`}
      toolbar={<Button onClick={() => navigate(entry.href)}>{t`Back to users`}</Button>}
    >
      <QueryState query={query} loadingLabel={t`Loading permissions`} errorTitle={t`The permissions could not be loaded.`}>
        {(data) => <EffectiveAuthorityView authority={data.authority} />}
      </QueryState>
    </PageLayout>
  );
}
