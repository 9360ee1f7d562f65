// Home: greets the signed-in user. The application list arrives with the home-page work.
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Title2 } from '@fluentui/react-components';
import { currentUserAtom } from '../../api/session-state.ts';

export function HomePage() {
  const { t } = useLingui();
  const user = useAtomValue(currentUserAtom);
  const name = user?.realName || user?.username || '';
  return <Title2 as="h1">{t`Welcome, ${name}`}</Title2>;
}
