// Create or edit a dictionary type. A built-in type keeps its code (the server refuses a change);
// a refused code (taken, built-in) shows on the code field.
import { useForm } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { Textarea } from '@fluentui/react-components';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { FormDialog } from '../../../components/form-dialog/form-dialog.tsx';
import { ContractField } from '../../../components/form-field/contract-field.tsx';
import { ApiRequestError } from '../../../api/client.ts';
import { rulesFor } from '../../../api/form-rules.ts';
import { useSaveDictType, type DictType } from './dictionaries-api.ts';
import { FieldPair } from './field-pair.tsx';
import { dictTypeForm, toDictTypeBody, type DictTypeFormValues } from './dict-type-form.ts';

/** The server's refusals of a type name no field; those about its code (taken, built-in) are the code's. */
const codeError = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 400 && /\bcode\b|编码/i.test(error.message) ? ('code' as const) : undefined;

export function DictTypeFormDialog({ type, onClose }: { type: DictType | null | undefined; onClose(): void }) {
  const { t } = useLingui();
  const save = useSaveDictType();
  const form = useForm<DictTypeFormValues>({ values: dictTypeForm(type ?? undefined) });
  const { control } = form;
  return (
    <FormDialog
      open={type !== undefined}
      title={type ? t`Edit dictionary` : t`Add dictionary`}
      form={form}
      onSave={(v) => save.mutateAsync({ id: type?.id, body: toDictTypeBody(v, type?.status ?? 1) })}
      onClose={onClose}
      errorField={codeError}
    >
      <ContractField
        control={control}
        name="code"
        label={t`Code`}
        schema="DictTypeInput"
        field="code"
        disabled={type?.builtIn}
        hint={
          type?.builtIn
            ? t`A built-in dictionary keeps its code.`
            : t`Letters, digits and _ . : - ; applications read the dictionary by it.`
        }
      />
      <ContractField control={control} name="name" label={t`Dictionary name`} schema="DictTypeInput" field="name" />
      <FieldPair>
        <ContractField control={control} name="nameEn" label={t`English name`} schema="LocalNames" field="en_US" />
        <ContractField control={control} name="nameZh" label={t`Chinese name`} schema="LocalNames" field="zh_CN" />
      </FieldPair>
      <FormField
        control={control}
        name="description"
        label={t`Description`}
        rules={rulesFor('DictTypeInput', 'description', t`Description`)}
      >
        {(field) => <Textarea {...field} />}
      </FormField>
      <ContractField control={control} name="sort" label={t`Sort order`} schema="DictTypeInput" field="sort" type="integer" />
    </FormDialog>
  );
}
