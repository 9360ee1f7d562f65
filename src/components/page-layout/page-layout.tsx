// The frame of every admin page: a title (the page's h1), a toolbar on the same line, and the
// content below (optionally with a side panel, e.g. the department tree beside the users).
import type { ReactNode } from 'react';
import { Title2, makeStyles, tokens } from '@fluentui/react-components';

export interface PageLayoutProps {
  title: string;
  /** Buttons of the whole page (Add, Import, Export), right of the title. */
  toolbar?: ReactNode;
  /** A panel left of the content. */
  side?: ReactNode;
  children: ReactNode;
}

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '12px', minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', gap: '12px', flexWrap: 'wrap' },
  title: { flexGrow: 1, margin: 0 },
  tools: { display: 'flex', alignItems: 'center', gap: '8px', flexWrap: 'wrap' },
  body: { display: 'flex', gap: '16px', alignItems: 'flex-start', minWidth: 0 },
  side: {
    width: '260px',
    flexShrink: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    padding: '8px',
    boxSizing: 'border-box',
  },
  content: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: '12px' },
});

export function PageLayout({ title, toolbar, side, children }: PageLayoutProps) {
  const styles = useStyles();
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <div className={styles.head}>
        <Title2 as="h1" id="page-title" className={styles.title}>
          {title}
        </Title2>
        {toolbar ? (
          <div className={styles.tools} role="toolbar" aria-label={title}>
            {toolbar}
          </div>
        ) : null}
      </div>
      <div className={styles.body}>
        {side ? <aside className={styles.side}>{side}</aside> : null}
        <div className={styles.content}>{children}</div>
      </div>
    </section>
  );
}
