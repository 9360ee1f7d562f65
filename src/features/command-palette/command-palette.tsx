// The command palette (Ctrl+K / ⌘K): one text box over everything the signed-in user may open —
// the pages of their menus, their applications, and (when they hold the admin page) users, roles
// and departments — grouped under headings, recent choices first. An ARIA combobox: focus stays
// in the box (the Dialog traps it), the arrow keys move the active option
// (aria-activedescendant), Enter opens it and puts the focus on the page's <main>, Escape closes
// and gives the focus back. Loaded on first use (palette-launcher.tsx).
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { useFocusReturn } from '../../components/focus-return/use-focus-return.ts';
import { focusMainContent } from '../../lib/main-content.ts';
import { useLingui } from '@lingui/react/macro';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Input,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { menusAtom } from '../../api/menu-state.ts';
import { enabledAppsQuery } from '../../api/app-list.ts';
import { langAtom } from '../../state/lang-state.ts';
import { currentUserAtom } from '../../state/session-state.ts';
import {
  ADMIN_PAGE_CODES,
  adminPage,
  appItems,
  liveRecents,
  matches,
  pageItems,
  readRecents,
  rememberRecent,
  type PaletteItem,
  type PaletteKind,
} from './palette-items.ts';
import { usePaletteSearch } from './palette-search.ts';

const useStyles = makeStyles({
  surface: { maxWidth: '560px', width: '100%' },
  list: { maxHeight: '50vh', overflowY: 'auto', marginTop: '8px' },
  heading: {
    display: 'block',
    padding: '8px 8px 4px',
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
  },
  option: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: '12px',
    padding: '6px 8px',
    borderRadius: tokens.borderRadiusMedium,
    cursor: 'pointer',
  },
  active: { backgroundColor: tokens.colorSubtleBackgroundSelected, outline: `2px solid ${tokens.colorStrokeFocus2}` },
  detail: { color: tokens.colorNeutralForeground3 },
  empty: { padding: '8px' },
});

interface Group {
  kind: PaletteKind;
  items: PaletteItem[];
}

export function CommandPalette({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useLingui();
  const styles = useStyles();
  const [, navigate] = useLocation();
  // Escape gives the focus back to where Ctrl+K was pressed; a choice lands it on the page it
  // opened (the control it was on is usually gone), where the next Tab starts at the page's top.
  const chosen = useRef(false);
  useFocusReturn(open);
  useEffect(() => {
    if (open || !chosen.current) return;
    chosen.current = false;
    focusMainContent();
  }, [open]);
  const lang = useAtomValue(langAtom);
  const menus = useAtomValue(menusAtom);
  const user = useAtomValue(currentUserAtom);
  const apps = useQuery(enabledAppsQuery());
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();

  const admin = useMemo(
    () => ({
      user: adminPage(menus.system, ADMIN_PAGE_CODES.user),
      role: adminPage(menus.system, ADMIN_PAGE_CODES.role),
      department: adminPage(menus.system, ADMIN_PAGE_CODES.department),
    }),
    [menus.system],
  );
  const found = usePaletteSearch(text, admin);
  // Read again each time the palette opens (a choice was added when it last closed).
  const stored = useMemo(() => (open && user ? readRecents(user.id) : []), [open, user]);
  const groups = useMemo<Group[]>(() => {
    const pages = pageItems([menus.system, menus.monitor, menus.app?.nav ?? []], lang);
    const appList = appItems(apps.data ?? [], lang);
    const searchable = new Set<PaletteItem['kind']>((['user', 'role', 'department'] as const).filter((k) => admin[k]));
    const recents = liveRecents(stored, [...pages, ...appList], searchable);
    const shownRecent = recents.filter((r) => matches(r, text));
    const seen = new Set(shownRecent.map((r) => r.key));
    const rest = (items: PaletteItem[]) => items.filter((i) => !seen.has(i.key) && matches(i, text));
    return [
      { kind: 'recent' as const, items: shownRecent },
      { kind: 'page' as const, items: rest(pages) },
      { kind: 'app' as const, items: rest(appList) },
      { kind: 'user' as const, items: rest(found.users) },
      { kind: 'role' as const, items: rest(found.roles) },
      { kind: 'department' as const, items: rest(found.departments) },
    ].filter((g) => g.items.length > 0);
  }, [menus, lang, apps.data, admin, stored, text, found]);
  const flat = groups.flatMap((g) => g.items);
  const current = Math.min(active, flat.length - 1);

  const headings: Record<PaletteKind, string> = {
    recent: t`Recent`,
    page: t`Pages`,
    app: t`Applications`,
    user: t`Users`,
    role: t`Roles`,
    department: t`Departments`,
  };
  const optionId = (i: number) => `${listId}-option-${i}`;

  const choose = (item: PaletteItem) => {
    if (user) rememberRecent(user.id, item);
    chosen.current = true;
    onClose();
    setText('');
    setActive(0);
    navigate(item.href);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!flat.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      const next = (current + step + flat.length) % flat.length;
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (e.key === 'Home' && flat.length) {
      setActive(0);
    } else if (e.key === 'End' && flat.length) {
      setActive(flat.length - 1);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const item = flat[current];
      if (item) choose(item);
    }
  };

  let index = 0;
  return (
    <Dialog open={open} onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} aria-label={t`Go to`}>
        <DialogBody>
          <DialogTitle>{t`Go to`}</DialogTitle>
          <DialogContent>
            <Input
              autoFocus
              style={{ width: '100%' }}
              value={text}
              placeholder={t`Page, application, user, role or department`}
              onChange={(_, data) => {
                setText(data.value);
                setActive(0);
              }}
              input={{
                role: 'combobox',
                'aria-label': t`Go to`,
                'aria-expanded': flat.length > 0,
                'aria-controls': listId,
                'aria-autocomplete': 'list',
                'aria-activedescendant': flat.length ? optionId(current) : undefined,
                onKeyDown,
              }}
            />
            <div id={listId} role="listbox" aria-label={t`Results`} className={styles.list}>
              {groups.map((g) => (
                <div key={g.kind} role="group" aria-labelledby={`${listId}-${g.kind}`}>
                  <Text id={`${listId}-${g.kind}`} className={styles.heading} role="presentation">
                    {headings[g.kind]}
                  </Text>
                  {g.items.map((item) => {
                    const i = index++;
                    return (
                      <div
                        key={`${g.kind}-${item.key}`}
                        id={optionId(i)}
                        role="option"
                        aria-selected={i === current}
                        className={mergeClasses(styles.option, i === current && styles.active)}
                        onMouseMove={() => setActive(i)}
                        // Focus stays in the text box (aria-activedescendant): a pointer picks here.
                        tabIndex={-1}
                        onClick={() => choose(item)}
                        onKeyDown={(e) => e.key === 'Enter' && choose(item)}
                      >
                        <span>{item.label}</span>
                        {item.detail ? <span className={styles.detail}>{item.detail}</span> : null}
                      </div>
                    );
                  })}
                </div>
              ))}
            </div>
            {flat.length === 0 ? <Text className={styles.empty}>{t`Nothing matches “${text}”.`}</Text> : null}
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
