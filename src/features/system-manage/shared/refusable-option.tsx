// A picker option the signed-in user may not take (a role they may not grant, a department outside
// their data scope): listed but disabled, with the server's reason beneath its name, so the
// delegate sees why rather than meeting a refusal on save.
import type { ReactNode } from 'react';
import { Caption1, Option, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  option: { display: 'flex', flexDirection: 'column' },
  reason: { color: tokens.colorNeutralForeground3 },
});

export interface RefusableOptionProps {
  value: string;
  text: string;
  /** Why the option may not be taken; the option is disabled when given (or when `disabled`). */
  refusal?: string;
  disabled?: boolean;
  children?: ReactNode;
}

export function RefusableOption({ value, text, refusal, disabled, children }: RefusableOptionProps) {
  const styles = useStyles();
  return (
    <Option value={value} text={text} disabled={disabled ?? Boolean(refusal)} title={refusal}>
      <span className={styles.option}>
        {children ?? text}
        {refusal ? <Caption1 className={styles.reason}>{refusal}</Caption1> : null}
      </span>
    </Option>
  );
}
