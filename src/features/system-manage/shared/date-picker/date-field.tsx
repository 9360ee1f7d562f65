// A day picked with Fluent's date picker, in the interface language (month and day names from
// Intl, the buttons' words from the catalog) and the portal's one date format (lib/date-format.ts)
// both shown and typed. The value is that format's text ('' for none), so it can live in a URL.
// The picker's code (calendar included) loads with the first page that shows one.
import { lazy, Suspense } from 'react';
import { Input } from '@fluentui/react-components';

export interface DateFieldProps {
  /** yyyy-MM-dd, or '' for no day. */
  value: string;
  onChange(value: string): void;
  /** The accessible name when no Field labels it. */
  'aria-label'?: string;
  id?: string;
}

const Picker = lazy(() => import('./date-picker-view.tsx'));

export function DateField(props: DateFieldProps) {
  return (
    <Suspense fallback={<Input readOnly value={props.value} aria-label={props['aria-label']} id={props.id} />}>
      <Picker {...props} />
    </Suspense>
  );
}
