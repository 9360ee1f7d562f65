// The form element of a settings page: unvalidated by the browser (Fluent's Field marks inputs
// `required`, and the browser's own check would stop the submit before the message shows), named
// for screen readers and tests, its fields in a column, and below them the page's buttons: Save
// (off while saving) and any others, shown only to holders of the edit permission.
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, makeStyles } from '@fluentui/react-components';
import { Can } from '../permission/can.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '12px', maxWidth: '720px' },
  // Fields share the row and shrink with the page, their controls too (a Dropdown's own minimum
  // is 250px, an input's its 20 characters: at 1024px wide they ran out of the form).
  row: {
    display: 'flex',
    gap: '12px',
    alignItems: 'flex-start',
    '> *': { flexGrow: 1, flexBasis: 0, minWidth: 0 },
    '> * > *': { minWidth: 0 },
  },
  buttons: { display: 'flex', gap: '8px', flexWrap: 'wrap' },
});

export interface SettingsFormProps {
  /** The accessible name of the form ("Login settings"). */
  label: string;
  /** `useSettingsForm(…).submit`. */
  onSubmit(event: BaseSyntheticEvent): unknown;
  /** The button permission that may save (the save operation's `x-permission`). */
  editCode: string;
  saving: boolean;
  /** Buttons before Save (the LDAP tests). */
  buttons?: ReactNode;
  children: ReactNode;
}

export function SettingsForm({ label, onSubmit, editCode, saving, buttons, children }: SettingsFormProps) {
  const { t } = useLingui();
  const styles = useStyles();
  return (
    <form noValidate aria-label={label} className={styles.form} onSubmit={(e) => void onSubmit(e)}>
      {children}
      <Can code={editCode}>
        <div className={styles.buttons}>
          {buttons}
          <Button appearance="primary" type="submit" disabled={saving}>{t`Save`}</Button>
        </div>
      </Can>
    </form>
  );
}

/** Fields side by side, sharing the width of the form. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className={useStyles().row}>{children}</div>;
}
