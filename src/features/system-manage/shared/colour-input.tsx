// A colour typed as text beside the browser's colour picker, for the settings whose previews
// follow it (brand and slogan colours, the watermark's colour). The picker shows black while the
// text is not a six-digit hex colour; `fromPicker` turns its choice into the stored form (the
// watermark adds a transparency).
import { Input, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { display: 'flex', gap: '8px', alignItems: 'center' },
  text: { minWidth: 0 },
  swatch: {
    width: '40px',
    height: '32px',
    padding: 0,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
});

export interface ColourInputProps {
  value: string;
  onChange(value: string): void;
  /** The picker's accessible name ("Pick the brand colour"). */
  pickerLabel: string;
  /** The text box's accessible name; without it the field's label names it. */
  textLabel?: string;
  fromPicker?(hex: string): string;
  disabled: boolean;
}

export function ColourInput({ value, onChange, pickerLabel, textLabel, fromPicker = (hex) => hex, disabled }: ColourInputProps) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <input
        type="color"
        className={styles.swatch}
        aria-label={pickerLabel}
        disabled={disabled}
        value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'}
        onChange={(e) => onChange(fromPicker(e.target.value))}
      />
      <Input className={styles.text} value={value} aria-label={textLabel} onChange={(_, d) => onChange(d.value)} disabled={disabled} />
    </div>
  );
}
