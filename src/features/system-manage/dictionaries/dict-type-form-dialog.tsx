// Create or edit a dictionary type. A built-in type keeps its code (the server refuses a change);
// a refused code (taken, built-in) shows on the code field.
import { useForm } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { Input, Textarea, makeStyles } from '@fluentui/react-components';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { FormDialog } from '../../../components/form-dialog/form-dialog.tsx';
import { IntegerInput } from '../../../components/numeric-input/integer-input.tsx';
import { ApiRequestError } from '../../../api/client.ts';
import { rulesFor } from '../../../api/form-rules.ts';
import { useSaveDictType, type DictType } from './dictionaries-api.ts';
import { dictTypeForm, toDictTypeBody, type DictTypeFormValues } from './dict-type-form.ts';

const useStyles = makeStyles({ pair: { display: 'flex', gap: '12px', '> *': { flexGrow: 1 } } });

/** The server's refusals of a type name no field; those about its code (taken, built-in) are the code's. */
const codeError = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 400 && /\bcode\b|编码/i.test(error.message) ? ('code' as const) : undefined;

export function DictTypeFormDialog({ type, onClose }: { type: DictType | null | undefined; onClose(): void }) {
  const { t } = useLingui();
  const styles = useStyles();
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
      <FormField
        control={control}
        name="code"
        label={t`Code`}
        rules={rulesFor('DictTypeInput', 'code', t`Code`)}
        hint={
          type?.builtIn
            ? t`A built-in dictionary keeps its code.`
            : t`Letters, digits and _ . : - ; applications read the dictionary by it.`
        }
      >
        {(field) => <Input {...field} disabled={type?.builtIn} />}
      </FormField>
      <FormField control={control} name="name" label={t`Dictionary name`} rules={rulesFor('DictTypeInput', 'name', t`Dictionary name`)}>
        {(field) => <Input {...field} />}
      </FormField>
      <div className={styles.pair}>
        <FormField control={control} name="nameEn" label={t`English name`} rules={rulesFor('LocalNames', 'en_US', t`English name`)}>
          {(field) => <Input {...field} />}
        </FormField>
        <FormField control={control} name="nameZh" label={t`Chinese name`} rules={rulesFor('LocalNames', 'zh_CN', t`Chinese name`)}>
          {(field) => <Input {...field} />}
        </FormField>
      </div>
      <FormField
        control={control}
        name="description"
        label={t`Description`}
        rules={rulesFor('DictTypeInput', 'description', t`Description`)}
      >
        {(field) => <Textarea {...field} />}
      </FormField>
      <FormField control={control} name="sort" label={t`Sort order`} rules={rulesFor('DictTypeInput', 'sort', t`Sort order`)}>
        {(field) => <IntegerInput {...field} />}
      </FormField>
    </FormDialog>
  );
}
