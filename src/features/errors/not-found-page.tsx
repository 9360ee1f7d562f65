// The 404 page (spec section 2): any unknown path (/no-auth is the 401 page).
import { useLingui } from '@lingui/react/macro';
import { ErrorPage } from './error-page.tsx';

export function NotFoundPage() {
  const { t } = useLingui();
  return <ErrorPage code="404" prompt={t`Sorry, the page you visited does not exist.`} />;
}
