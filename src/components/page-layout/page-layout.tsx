// The frame of every admin page: a title (the page's h1), a toolbar on the same line, and the
// content below (optionally with a side panel, e.g. the department tree beside the users). A
// named side panel can be hidden with its own button, so at laptop widths the table beside it
// gets the room (its state is kept while the portal is open, like the sidebar's); it is also
// narrower below 1280 px.
import { useId, type ReactNode } from 'react';
import { atom, useAtom } from 'jotai';
import { Button, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { PanelLeftContractRegular, PanelLeftExpandRegular } from '@fluentui/react-icons';

export interface PageLayoutProps {
  title: string;
  /** Buttons of the whole page (Add, Import, Export), right of the title. */
  toolbar?: ReactNode;
  /** A panel left of the content. */
  side?: ReactNode;
  /** The names of the button that hides and shows the side panel: with them, the panel has one. */
  sideToggle?: { hide: string; show: string };
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
    '@media (max-width: 1279px)': { width: '210px' },
  },
  sideHidden: { width: 'auto', '@media (max-width: 1279px)': { width: 'auto' }, padding: '4px' },
  sideHead: { display: 'flex', justifyContent: 'flex-end' },
  content: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: '12px' },
});

/** Hidden side panel: kept for the page's lifetime, as the sidebar's collapse is. */
export const sidePanelHiddenAtom = atom(false);

export function PageLayout({ title, toolbar, side, sideToggle, children }: PageLayoutProps) {
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
        {side ? sideToggle ? <SidePanel toggle={sideToggle}>{side}</SidePanel> : <aside className={styles.side}>{side}</aside> : null}
        <div className={styles.content}>{children}</div>
      </div>
    </section>
  );
}

function SidePanel({ toggle, children }: { toggle: { hide: string; show: string }; children: ReactNode }) {
  const styles = useStyles();
  const id = useId();
  const [hidden, setHidden] = useAtom(sidePanelHiddenAtom);
  return (
    <aside className={mergeClasses(styles.side, hidden && styles.sideHidden)}>
      <div className={styles.sideHead}>
        <Button
          appearance="subtle"
          size="small"
          icon={hidden ? <PanelLeftExpandRegular /> : <PanelLeftContractRegular />}
          aria-label={hidden ? toggle.show : toggle.hide}
          title={hidden ? toggle.show : toggle.hide}
          aria-expanded={!hidden}
          aria-controls={id}
          onClick={() => setHidden(!hidden)}
        />
      </div>
      <div id={id} hidden={hidden}>
        {hidden ? null : children}
      </div>
    </aside>
  );
}
