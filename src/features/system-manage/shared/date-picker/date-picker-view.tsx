// Fluent's DatePicker behind DateField: localised calendar strings, the portal's date format.
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { DatePicker, type DatePickerProps } from '@fluentui/react-datepicker-compat';
import { DayOfWeek } from '@fluentui/react-calendar-compat';
import { formatDate, parseDate } from '../../../../lib/date-format.ts';
import type { DateFieldProps } from './date-field.tsx';

const names = (locale: string, count: number, make: (i: number) => Date, style: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat(locale, style);
  return Array.from({ length: count }, (_, i) => format.format(make(i)));
};

export default function DatePickerView({ value, onChange, id, 'aria-label': ariaLabel }: DateFieldProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale.replace('_', '-');
  const strings = useMemo<NonNullable<DatePickerProps['strings']>>(() => {
    const month = (i: number) => new Date(2024, i, 1);
    // 2024-01-07 was a Sunday: the calendar's weeks start from index 0 = Sunday.
    const day = (i: number) => new Date(2024, 0, 7 + i);
    // Fluent fills "{0}" in; passed as a value so the catalog keeps it as it is.
    const slot = '{0}';
    return {
      months: names(locale, 12, month, { month: 'long' }),
      shortMonths: names(locale, 12, month, { month: 'short' }),
      days: names(locale, 7, day, { weekday: 'long' }),
      shortDays: names(locale, 7, day, { weekday: 'narrow' }),
      goToToday: t`Go to today`,
      prevMonthAriaLabel: t`Previous month`,
      nextMonthAriaLabel: t`Next month`,
      prevYearAriaLabel: t`Previous year`,
      nextYearAriaLabel: t`Next year`,
      prevYearRangeAriaLabel: t`Previous years`,
      nextYearRangeAriaLabel: t`Next years`,
      closeButtonAriaLabel: t`Close`,
      weekNumberFormatString: t`Week number ${slot}`,
      selectedDateFormatString: t`Selected date ${slot}`,
      todayDateFormatString: t`Today's date ${slot}`,
      monthPickerHeaderAriaLabel: t`${slot}, change year`,
      yearPickerHeaderAriaLabel: t`${slot}, change month`,
      isRequiredErrorMessage: t`Choose a date`,
      invalidInputErrorMessage: t`Type a date as year-month-day, e.g. 2026-01-31`,
      isOutOfBoundsErrorMessage: t`This date is out of range`,
      isResetStatusMessage: t`The date is reset`,
    };
  }, [locale, t]);
  return (
    <DatePicker
      id={id}
      aria-label={ariaLabel}
      allowTextInput
      value={value ? parseDate(value) : null}
      onSelectDate={(d) => onChange(d ? formatDate(d) : '')}
      formatDate={(d) => (d ? formatDate(d) : '')}
      parseDateFromString={(text) => parseDate(text)}
      placeholder={t`YYYY-MM-DD`}
      // Fluent names the calendar button after the input, whose name is its value: with no day
      // typed the button has no name (axe: aria-command-name). It gets words of its own.
      contentAfter={{ 'aria-labelledby': undefined, 'aria-label': t`Open the calendar` }}
      strings={strings}
      firstDayOfWeek={locale.startsWith('zh') ? DayOfWeek.Monday : DayOfWeek.Sunday}
    />
  );
}
