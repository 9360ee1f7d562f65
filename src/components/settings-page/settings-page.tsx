// SettingsPage: the shape of a settings page (password policy, personalisation, watermark, login
// verification, LDAP): the saved settings load with a spinner or an error with Retry, then the
// form shows in a card, with an optional live preview beside it that follows what is typed.
// `children` renders the form from the loaded value; `WithPreview` puts a preview beside it.
// `SettingsSection` is the same without the page around it, for a page whose tabs each hold
// settings (login verification and LDAP). `SettingsPart` is a titled part after the card (the
// locked accounts, the passwords that never expire, the licence's instances), one heading style
// and spacing for all of them.
import { useId, type ReactNode } from 'react';
import { Card, Subtitle2, makeStyles } from '@fluentui/react-components';
import { PageLayout } from '../page-layout/page-layout.tsx';
import { QueryState, type QueryLike } from '../query-state/query-state.tsx';

export interface SettingsPageProps<T> {
  title: string;
  query: QueryLike<T>;
  loadingLabel: string;
  errorTitle: string;
  toolbar?: ReactNode;
  children(data: T): ReactNode;
  /** Sections after the form card (e.g. the users whose password never expires). */
  after?: ReactNode;
}

const useStyles = makeStyles({
  // The card spans the content area as a list page's table does, so its edge lines up with the
  // toolbar's at every width (capped at 960 px it stopped 16 px short at 1280); the forms inside
  // keep their own widths.
  card: { padding: '20px' },
  after: { marginTop: '28px' },
  part: { display: 'flex', flexDirection: 'column', gap: '8px' },
});

export function SettingsPage<T>({ title, toolbar, ...section }: SettingsPageProps<T>) {
  return (
    <PageLayout title={title} toolbar={toolbar}>
      <SettingsSection {...section} />
    </PageLayout>
  );
}

export type SettingsSectionProps<T> = Omit<SettingsPageProps<T>, 'title' | 'toolbar'>;

/** The loading and error states, the form card and what follows it, inside a page of its own. */
export function SettingsSection<T>({ query, loadingLabel, errorTitle, children, after }: SettingsSectionProps<T>) {
  const styles = useStyles();
  return (
    <>
      <QueryState query={query} loadingLabel={loadingLabel} errorTitle={errorTitle}>
        {(data) => (
          <Card className={styles.card} data-testid="settings-card">
            {children(data)}
          </Card>
        )}
      </QueryState>
      {after ? <div className={styles.after}>{after}</div> : null}
    </>
  );
}

/** A part after the settings card: its heading (the page's h2 style) and what it titles, spaced. */
export function SettingsPart({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  const id = useId();
  return (
    <section className={styles.part} aria-labelledby={id}>
      <Subtitle2 as="h2" id={id}>
        {title}
      </Subtitle2>
      {children}
    </section>
  );
}

const usePreviewStyles = makeStyles({
  root: { display: 'flex', gap: '24px', alignItems: 'flex-start', flexWrap: 'wrap' },
  form: { flex: '1 1 420px', minWidth: 0 },
  preview: { flex: '1 1 320px', minWidth: 0, position: 'sticky', top: '16px' },
});

/** The form and, beside it, a preview of what the settings look like (personalisation, watermark). */
export function WithPreview({ form, preview }: { form: ReactNode; preview: ReactNode }) {
  const styles = usePreviewStyles();
  return (
    <div className={styles.root}>
      <div className={styles.form}>{form}</div>
      <div className={styles.preview}>{preview}</div>
    </div>
  );
}
