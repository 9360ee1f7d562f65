// How long audit records are kept: the number of days is checked against the contract's range
// (AuditSettings.retentionDays), never one written here, and saved after a confirmation, because
// older records are deleted at once. A refusal from the server shows on the field (useSettingsForm).
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles } from '@fluentui/react-components';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { IntegerInput } from '../../../components/numeric-input/integer-input.tsx';
import { useConfirm } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { useResourceForm } from '../../../components/settings-page/use-resource-form.ts';
import { rulesFor } from '../../../api/form-rules.ts';
import { filteredNumber } from '../../../lib/input-filters.ts';
import { auditSettings } from './audit-log-api.ts';

const useStyles = makeStyles({
  form: { display: 'flex', gap: '8px', alignItems: 'start', marginTop: '20px' },
  input: { width: '120px' },
  // Level with the input under the field's label.
  save: { marginTop: '26px' },
});

interface RetentionValues {
  retentionDays: string;
}

export function RetentionSetting() {
  const { t } = useLingui();
  const styles = useStyles();
  const settings = useQuery(auditSettings.query());
  const confirm = useConfirm();
  const daysOf = (v: RetentionValues) => filteredNumber(v.retentionDays) ?? 0;
  const form = useResourceForm(auditSettings, {
    values: { retentionDays: settings.data ? String(settings.data.retentionDays) : '' },
    toBody: (v) => ({ retentionDays: daysOf(v) }),
    beforeSave: (v) => {
      const days = daysOf(v);
      return confirm({
        title: t`Keep records for ${days} days?`,
        message: t`Records older than ${days} days are deleted now and from then on.`,
        confirmText: t`Save`,
        danger: true,
      });
    },
    savedMessage: t`The retention is saved.`,
  });
  return (
    <form noValidate className={styles.form} onSubmit={(e) => void form.submit(e)}>
      <FormField
        control={form.control}
        name="retentionDays"
        label={t`Keep records for (days)`}
        rules={rulesFor('AuditSettings', 'retentionDays', t`Keep records for (days)`)}
      >
        {(field) => <IntegerInput {...field} className={styles.input} />}
      </FormField>
      <Button className={styles.save} type="submit" disabled={!settings.data || form.formState.isSubmitting}>{t`Save retention`}</Button>
    </form>
  );
}
