// Create or edit a dictionary item (key unique within the dictionary; optional parent item).
import { useForm } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { Dropdown, Option } from '@fluentui/react-components';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { FormDialog } from '../../../components/form-dialog/form-dialog.tsx';
import { ApiRequestError } from '../../../api/client.ts';
import { ContractField } from '../../../components/form-field/contract-field.tsx';
import { useSaveDictItem, type DictItem } from './dictionaries-api.ts';
import { FieldPair } from './field-pair.tsx';
import { dictItemForm, selfAndBelow, toDictItemBody, type DictItemFormValues } from './dict-item-form.ts';

/** A refused key (taken in this dictionary) shows on the key field. */
const keyError = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 400 && /\bkey\b|键/i.test(error.message) ? ('key' as const) : undefined;

export interface DictItemEditing {
  /** The item being edited, or the starting values of a new one (a parent for "add child"). */
  item: Partial<DictItem>;
}

export function DictItemFormDialog({
  typeId,
  items,
  editing,
  labelOf,
  onClose,
}: {
  typeId: number;
  items: readonly DictItem[];
  editing: DictItemEditing | null;
  labelOf(i: DictItem): string;
  onClose(): void;
}) {
  const { t } = useLingui();
  const save = useSaveDictItem();
  const form = useForm<DictItemFormValues>({ values: dictItemForm(editing?.item) });
  const { control } = form;
  const id = editing?.item.id;
  const excluded = selfAndBelow(items, id);
  const parents = items.filter((i) => !excluded.has(i.id));
  return (
    <FormDialog
      open={editing !== null}
      title={id ? t`Edit item` : t`Add item`}
      form={form}
      onSave={(v) => save.mutateAsync({ id, body: toDictItemBody(v, typeId, editing?.item.status ?? 1) })}
      onClose={onClose}
      errorField={keyError}
    >
      <FieldPair>
        <ContractField control={control} name="key" label={t`Key`} schema="DictItemInput" field="key" />
        <ContractField control={control} name="value" label={t`Value`} schema="DictItemInput" field="value" />
      </FieldPair>
      <FieldPair>
        <ContractField control={control} name="labelEn" label={t`English label`} schema="LocalNames" field="en_US" />
        <ContractField control={control} name="labelZh" label={t`Chinese label`} schema="LocalNames" field="zh_CN" />
      </FieldPair>
      <FormField control={control} name="parentId" label={t`Parent item`}>
        {(field) => (
          <Dropdown
            aria-label={t`Parent item`}
            value={field.value ? labelOf(items.find((i) => String(i.id) === field.value)!) : t`None (top level)`}
            selectedOptions={[field.value]}
            onOptionSelect={(_, o) => field.onChange(o.optionValue ?? '')}
            onBlur={field.onBlur}
          >
            <Option value="">{t`None (top level)`}</Option>
            {parents.map((p) => (
              <Option key={p.id} value={String(p.id)}>
                {labelOf(p)}
              </Option>
            ))}
          </Dropdown>
        )}
      </FormField>
      <ContractField control={control} name="sort" label={t`Sort order`} schema="DictItemInput" field="sort" type="integer" />
    </FormDialog>
  );
}
