// Functional permissions: the menu and button trees of system manage, monitor and every
// application, with tri-state check boxes and a search over names and codes. Ticking a menu grants
// its buttons too, or, with "Menu only", the menu alone (its buttons are then ticked one by one).
import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Badge, Caption1, Radio, RadioGroup, SearchBox } from '@fluentui/react-components';
import { HierarchyTree, type TreeNode } from '../../../components/tree/hierarchy-tree.tsx';
import { filterTree, toggleNode, triStates } from '../../../components/tree/tri-state.ts';
import { langAtom } from '../../../state/lang-state.ts';
import type { AuthorityNode } from './roles-api.ts';
import { localName } from '../../../lib/local-name.ts';

export interface FunctionalTabProps {
  tree: readonly AuthorityNode[];
  granted: ReadonlySet<string>;
  onChange(granted: Set<string>): void;
  readOnly: boolean;
}

type Node = TreeNode & { id: string; text: string; code: string; children: Node[] };

export function FunctionalTab({ tree, granted, onChange, readOnly }: FunctionalTabProps) {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const [search, setSearch] = useState('');
  const [only, setOnly] = useState(false);
  const nodes = useMemo(() => {
    const toNode = (n: AuthorityNode): Node => {
      const text = localName(n, lang);
      return {
        id: n.key,
        text,
        code: n.code,
        children: n.children.map(toNode),
        label: <span data-code={n.code}>{text}</span>,
        aside: n.kind === 'button' ? <Badge appearance="outline" size="small">{t`Button`}</Badge> : <Caption1>{n.code}</Caption1>,
      };
    };
    return tree.map(toNode);
  }, [tree, lang, t]);
  const term = search.trim().toLowerCase();
  const shown = term ? filterTree(nodes, (n) => n.text.toLowerCase().includes(term) || n.code.toLowerCase().includes(term)) : nodes;
  const allIds = (list: readonly Node[]): string[] => list.flatMap((n) => [n.id, ...allIds(n.children)]);
  const states = triStates(nodes, granted);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <SearchBox
        placeholder={t`Search menus and buttons`}
        aria-label={t`Search menus and buttons`}
        value={search}
        onChange={(_, d) => setSearch(d.value)}
      />
      {readOnly ? null : (
        <RadioGroup
          layout="horizontal"
          aria-label={t`Ticking a menu grants`}
          value={only ? 'only' : 'all'}
          onChange={(_, d) => setOnly(d.value === 'only')}
        >
          <Radio value="all" label={t`The menu and all its buttons`} />
          <Radio value="only" label={t`The menu only`} />
        </RadioGroup>
      )}
      {shown.length ? (
        <HierarchyTree
          key={term ? `search:${term}` : 'all'}
          label={t`Menus and buttons`}
          nodes={shown}
          defaultOpenIds={term ? allIds(shown) : shown.map((n) => n.id)}
          checked={states}
          readOnly={readOnly}
          onCheckedChange={(id) => onChange(toggleNode(nodes, granted, String(id), { only }))}
        />
      ) : (
        <Caption1>{t`Nothing matches the search.`}</Caption1>
      )}
    </div>
  );
}
