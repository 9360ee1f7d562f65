// Interface permissions: the contract's operations grouped by area, each with its summary (the
// server answers it in the interface language), code (operationId) and path. An operation any
// role names is refused to users whose roles do not.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Caption1, Checkbox, SearchBox, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { AuthorityOptions } from './roles-api.ts';

const useStyles = makeStyles({
  area: { display: 'flex', flexDirection: 'column', gap: '2px', marginBottom: '12px' },
  op: { display: 'flex', alignItems: 'center', gap: '8px', paddingLeft: '24px' },
  path: { fontFamily: tokens.fontFamilyMonospace, color: tokens.colorNeutralForeground3 },
  code: { fontFamily: tokens.fontFamilyMonospace },
});

export interface InterfaceTabProps {
  areas: AuthorityOptions['apis'];
  apis: ReadonlySet<string>;
  onChange(apis: Set<string>): void;
  readOnly: boolean;
}

export function InterfaceTab({ areas, apis, onChange, readOnly }: InterfaceTabProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const term = search.trim().toLowerCase();
  const shown = areas
    .map((a) => ({
      ...a,
      operations: a.operations.filter(
        (o) =>
          !term ||
          a.area.includes(term) ||
          o.summary.toLowerCase().includes(term) ||
          o.code.toLowerCase().includes(term) ||
          o.path.toLowerCase().includes(term),
      ),
    }))
    .filter((a) => a.operations.length);
  const toggle = (codes: string[], on: boolean) => {
    const next = new Set(apis);
    codes.forEach((c) => (on ? next.add(c) : next.delete(c)));
    onChange(next);
  };
  return (
    <div>
      <Caption1 as="p">{t`An interface chosen for any role is refused to every user none of whose roles has it, even when called directly.`}</Caption1>
      <SearchBox
        placeholder={t`Search description, code or path`}
        aria-label={t`Search description, code or path`}
        value={search}
        onChange={(_, d) => setSearch(d.value)}
      />
      {shown.map((a) => {
        const codes = a.operations.map((o) => o.code);
        const count = codes.filter((c) => apis.has(c)).length;
        return (
          <section key={a.area} className={styles.area} aria-label={a.area}>
            <Checkbox
              disabled={readOnly}
              checked={count === 0 ? false : count === codes.length ? true : 'mixed'}
              onChange={() => toggle(codes, count !== codes.length)}
              label={<Subtitle2>{a.area}</Subtitle2>}
            />
            {a.operations.map((o) => (
              <div key={o.code} className={styles.op}>
                <Checkbox
                  disabled={readOnly}
                  checked={apis.has(o.code)}
                  onChange={(_, d) => toggle([o.code], Boolean(d.checked))}
                  label={
                    <>
                      <strong>{o.summary || o.code}</strong> <span className={styles.code}>{o.code}</span>{' '}
                      <span className={styles.path}>
                        {o.method} {o.path}
                      </span>
                    </>
                  }
                />
              </div>
            ))}
          </section>
        );
      })}
      {shown.length ? null : <Caption1>{t`Nothing matches the search.`}</Caption1>}
    </div>
  );
}
