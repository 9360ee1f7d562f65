// Data permissions: per data group, whether the role has a rule, its visit type, the custom
// departments (a delegate reaches only departments inside their data scope over users), and its data
// items (spec section 5: a data item cannot be empty).
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Card, CardHeader, Checkbox, Combobox, Field, Radio, RadioGroup, Subtitle2, makeStyles } from '@fluentui/react-components';
import { langAtom } from '../../../state/lang-state.ts';
import type { AuthorityOptions, DataScopeRule } from './roles-api.ts';
import { useVisitTypes } from '../../../api/visit-types.ts';
import { RefusableOption } from '../shared/refusable-option.tsx';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: '12px' },
  items: { display: 'flex', flexWrap: 'wrap', gap: '4px 16px' },
});

export interface DataScopeTabProps {
  options: AuthorityOptions;
  scopes: ReadonlyMap<string, DataScopeRule>;
  onChange(scopes: Map<string, DataScopeRule>): void;
  readOnly: boolean;
  /** Show the messages of incomplete rules (after a save was tried). */
  showProblems: boolean;
}

export function DataScopeTab({ options, scopes, onChange, readOnly, showProblems }: DataScopeTabProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const visitTypes = useVisitTypes();
  const deptName = new Map(options.departments.map((d) => [d.id, d.name]));
  const set = (group: string, rule: DataScopeRule | null) => {
    const next = new Map(scopes);
    if (rule) next.set(group, rule);
    else next.delete(group);
    onChange(next);
  };
  return (
    <div className={styles.list}>
      {options.dataGroups.map((g) => {
        const rule = scopes.get(g.code);
        const name = g.i18nNames[lang] || g.code;
        const itemsMissing = Boolean(rule && rule.dataItems.length === 0);
        const deptsMissing = Boolean(rule && rule.visitType === 5 && !(rule.deptIds ?? []).length);
        return (
          <Card key={g.code} data-testid={`data-group-${g.code}`}>
            <CardHeader
              header={<Subtitle2 as="h3">{name}</Subtitle2>}
              action={
                <Checkbox
                  label={t`Limit the data this role sees`}
                  checked={Boolean(rule)}
                  disabled={readOnly}
                  onChange={(_, d) =>
                    set(g.code, d.checked ? { dataGroup: g.code, visitType: 3, deptIds: [], dataItems: g.items.map((i) => i.code) } : null)
                  }
                />
              }
            />
            {rule ? (
              <>
                <Field label={t`Visit type`}>
                  <RadioGroup
                    layout="horizontal"
                    value={String(rule.visitType)}
                    disabled={readOnly}
                    onChange={(_, d) => set(g.code, { ...rule, visitType: Number(d.value) })}
                  >
                    {visitTypes.options.map(({ visitType, label }) => (
                      <Radio key={visitType} value={String(visitType)} label={label} />
                    ))}
                    {/* A rule keeps its type even after that type's dictionary item was disabled. */}
                    {visitTypes.options.some((o) => o.visitType === rule.visitType) ? null : (
                      <Radio value={String(rule.visitType)} label={visitTypes.labelOf(rule.visitType)} />
                    )}
                  </RadioGroup>
                </Field>
                {rule.visitType === 5 ? (
                  <Field
                    label={t`Departments`}
                    validationMessage={showProblems && deptsMissing ? t`Choose at least one department` : undefined}
                  >
                    <Combobox
                      multiselect
                      disabled={readOnly}
                      placeholder={t`Choose departments`}
                      selectedOptions={(rule.deptIds ?? []).map(String)}
                      value={(rule.deptIds ?? []).map((id) => deptName.get(id) ?? `#${id}`).join(', ')}
                      onOptionSelect={(_, d) => set(g.code, { ...rule, deptIds: d.selectedOptions.map(Number) })}
                    >
                      {options.departments.map((d) => (
                        // The server marks departments outside the signed-in user's scope over users:
                        // a delegate's custom-departments rule for users may not reach them.
                        <RefusableOption
                          key={d.id}
                          value={String(d.id)}
                          text={d.name}
                          refusal={g.code === 'user' ? d.scopeRefusal : undefined}
                        />
                      ))}
                    </Combobox>
                  </Field>
                ) : null}
                <Field
                  label={t`Data items`}
                  validationMessage={showProblems && itemsMissing ? t`The data item cannot be empty` : undefined}
                >
                  <div className={styles.items} role="group" aria-label={t`Data items of ${name}`}>
                    {g.items.map((item) => (
                      <Checkbox
                        key={item.code}
                        label={item.i18nNames[lang] || item.code}
                        disabled={readOnly}
                        checked={rule.dataItems.includes(item.code)}
                        onChange={(_, d) =>
                          set(g.code, {
                            ...rule,
                            dataItems: d.checked ? [...rule.dataItems, item.code] : rule.dataItems.filter((c) => c !== item.code),
                          })
                        }
                      />
                    ))}
                  </div>
                </Field>
              </>
            ) : null}
          </Card>
        );
      })}
    </div>
  );
}
