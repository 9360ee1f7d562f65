// Create or edit a menu or button entry of one application: name (required, unique within the
// application), code, type, route, component, view URL, parent, sort, hidden, icon, new window,
// names in both languages.
import { useForm, type Control } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { Button, Input, Select, Switch, makeStyles } from '@fluentui/react-components';
import { FormDialog } from '../../../components/form-dialog/form-dialog.tsx';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { IntegerInput } from '../../../components/numeric-input/integer-input.tsx';
import { MENU_ICON_NAMES, menuIcon } from '../../../components/menu-icons/menu-icons.tsx';
import { rulesFor } from '../../../api/form-rules.ts';
import { emptyMenuForm, flatten, isSafeLink, menuFormOf, toMenuBody, type MenuFormValues } from './menu-form.ts';
import { useSaveMenu, type MenuEntry } from './menus-api.ts';

const useStyles = makeStyles({
  surface: { maxWidth: '720px', width: '100%' },
  grid: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '12px 16px' },
  icons: { display: 'flex', flexWrap: 'wrap', gap: '4px' },
});

export interface MenuFormDialogProps {
  appCode: string;
  tree: readonly MenuEntry[];
  /** The entry to edit, or null for a new one under `parentId`. */
  entry: MenuEntry | null;
  parentId: number | null;
  onClose(): void;
}

export function MenuFormDialog({ appCode, tree, entry, parentId, onClose }: MenuFormDialogProps) {
  const { t } = useLingui();
  const styles = useStyles();
  const save = useSaveMenu();
  const form = useForm<MenuFormValues>({ defaultValues: entry ? menuFormOf(entry) : emptyMenuForm(parentId) });
  const { control } = form;
  const parents = flatten(tree, entry?.id).filter(({ entry: m }) => m.category === 1);
  const link = {
    validate: {
      scheme: (v: unknown) =>
        isSafeLink(typeof v === 'string' ? v : '') ? undefined : t`Only http(s) addresses or relative paths are allowed`,
    },
  };

  return (
    <FormDialog
      open
      title={entry ? t`Edit menu` : t`Add menu`}
      form={form}
      onSave={(v) => save.mutateAsync(toMenuBody(appCode, v))}
      onClose={onClose}
      surfaceClassName={styles.surface}
      contentClassName={styles.grid}
    >
      <Text control={control} name="name" label={t`Menu name`} rules={rulesFor('MenuForm', 'name', t`Menu name`, { required: true })} />
      <Text control={control} name="code" label={t`Code`} rules={rulesFor('MenuForm', 'code', t`Code`)} />
      <Text
        control={control}
        name="nameEn"
        label={t`Name (English)`}
        rules={rulesFor('MenuForm', 'name', t`Name (English)`, { required: false })}
      />
      <Text
        control={control}
        name="nameZh"
        label={t`Name (Chinese)`}
        rules={rulesFor('MenuForm', 'name', t`Name (Chinese)`, { required: false })}
      />
      <FormField control={control} name="type" label={t`Type`}>
        {(field) => (
          <Select value={field.value} onChange={(_, d) => field.onChange(d.value)}>
            <option value="menu">{t`Menu`}</option>
            <option value="button">{t`Button (permission)`}</option>
            <option value="external">{t`External link`}</option>
          </Select>
        )}
      </FormField>
      <FormField control={control} name="parentId" label={t`Parent`}>
        {(field) => (
          <Select value={field.value} onChange={(_, d) => field.onChange(d.value)}>
            <option value="">{t`(top level)`}</option>
            {parents.map(({ entry: m, depth }) => (
              <option key={m.id} value={String(m.id)}>{`${'— '.repeat(depth)}${m.name}`}</option>
            ))}
          </Select>
        )}
      </FormField>
      <Text control={control} name="path" label={t`Route address`} rules={rulesFor('MenuForm', 'path', t`Route address`, link)} />
      <Text control={control} name="component" label={t`Component path`} rules={rulesFor('MenuForm', 'component', t`Component path`)} />
      <Text control={control} name="views" label={t`View URL`} rules={rulesFor('MenuForm', 'views', t`View URL`, link)} />
      <FormField control={control} name="sort" label={t`Sort`}>
        {(field) => <IntegerInput value={field.value} onChange={field.onChange} />}
      </FormField>
      <Flag control={control} name="hidden" label={t`Hidden`} />
      <Flag control={control} name="isOpen" label={t`Open in a new window`} />
      <FormField control={control} name="source" label={t`Icon`}>
        {(field) => (
          <div className={styles.icons} role="radiogroup" aria-label={t`Icon`}>
            {['', ...MENU_ICON_NAMES].map((name) => {
              const Icon = menuIcon(name);
              return (
                <Button
                  key={name || 'none'}
                  size="small"
                  role="radio"
                  aria-checked={field.value === name}
                  title={name || t`None`}
                  aria-label={name || t`None`}
                  appearance={field.value === name ? 'primary' : 'subtle'}
                  icon={<Icon />}
                  onClick={() => field.onChange(name)}
                />
              );
            })}
          </div>
        )}
      </FormField>
    </FormDialog>
  );
}

type TextName = 'name' | 'nameEn' | 'nameZh' | 'code' | 'path' | 'component' | 'views';

function Text({
  control,
  name,
  label,
  rules,
}: {
  control: Control<MenuFormValues>;
  name: TextName;
  label: string;
  rules: ReturnType<typeof rulesFor>;
}) {
  return (
    <FormField control={control} name={name} label={label} rules={rules}>
      {(f) => <Input {...f} />}
    </FormField>
  );
}

function Flag({ control, name, label }: { control: Control<MenuFormValues>; name: 'hidden' | 'isOpen'; label: string }) {
  return (
    <FormField control={control} name={name} label={label}>
      {(field) => <Switch checked={field.value} onChange={(_, d) => field.onChange(d.checked)} aria-label={label} />}
    </FormField>
  );
}
