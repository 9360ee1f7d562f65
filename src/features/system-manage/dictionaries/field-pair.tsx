// Two fields side by side in a dictionary dialog (key and value; the English and Chinese names).
import type { ReactNode } from 'react';
import { makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({ pair: { display: 'flex', gap: '12px', '> *': { flexGrow: 1 } } });

export function FieldPair({ children }: { children: ReactNode }) {
  return <div className={useStyles().pair}>{children}</div>;
}
