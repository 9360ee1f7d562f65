// The 401 page (spec section 2): no permission to access, with a way home. Other features
// render it where a user lacks the right to a page.
import { useLingui } from '@lingui/react/macro';
import { ErrorPage } from './error-page.tsx';

export function NoPermissionPage() {
  const { t } = useLingui();
  return <ErrorPage code="401" prompt={t`Sorry, you have no permission to access this page.`} />;
}
