// Create or edit a dictionary type. A built-in type keeps its code (the server refuses a change).
import { useForm } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Input,
  Textarea,
  makeStyles,
} from '@fluentui/react-components';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { IntegerInput } from '../../../components/numeric-input/integer-input.tsx';
import { rulesFor } from '../../../api/form-rules.ts';
import { useSaveDictType, type DictType } from './dictionaries-api.ts';
import { dictTypeForm, toDictTypeBody, type DictTypeFormValues } from './dict-type-form.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '12px' },
  pair: { display: 'flex', gap: '12px', '> *': { flexGrow: 1 } },
});

export function DictTypeFormDialog({ type, onClose }: { type: DictType | null | undefined; onClose(): void }) {
  const { t } = useLingui();
  const styles = useStyles();
  const save = useSaveDictType();
  const { control, handleSubmit } = useForm<DictTypeFormValues>({ values: dictTypeForm(type ?? undefined) });
  const open = type !== undefined;
  const submit = handleSubmit(async (v) => {
    await save.mutateAsync({ id: type?.id, body: toDictTypeBody(v, type?.status ?? 1) });
    onClose();
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(_, d) => {
        if (!d.open) onClose();
      }}
    >
      <DialogSurface>
        <form noValidate onSubmit={submit}>
          <DialogBody>
            <DialogTitle>{type ? t`Edit dictionary` : t`Add dictionary`}</DialogTitle>
            <DialogContent className={styles.form}>
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
              <FormField
                control={control}
                name="name"
                label={t`Dictionary name`}
                rules={rulesFor('DictTypeInput', 'name', t`Dictionary name`)}
              >
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
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>{t`Cancel`}</Button>
              <Button appearance="primary" type="submit" disabled={save.isPending}>{t`Save`}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
