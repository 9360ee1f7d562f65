// The live preview, drawn by <arcana-watermark> itself over a sample page, so what the
// administrator sees is what every user gets.
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { Watermark } from '../../../../elements/react/watermark.ts';
import type { WatermarkFormValues } from './watermark-form.ts';

const useStyles = makeStyles({
  frame: {
    height: '320px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    overflow: 'hidden',
  },
  sample: { padding: '16px', display: 'flex', flexDirection: 'column', gap: '8px', height: '320px', boxSizing: 'border-box' },
  line: { height: '10px', borderRadius: '5px', backgroundColor: tokens.colorNeutralBackground4 },
});

export function WatermarkPreview({ values, department, ip }: { values: WatermarkFormValues; department: string; ip: string }) {
  const styles = useStyles();
  const { t } = useLingui();
  return (
    <figure style={{ margin: 0 }}>
      <div className={styles.frame} data-testid="watermark-preview">
        <Watermark
          department={values.department ? department || t`Department` : ''}
          ip={values.ip ? ip : ''}
          showTime={values.time}
          text={values.custom}
          fontSize={Number(values.fontSize) || 16}
          font={values.font}
          color={values.color}
          gap={Number(values.margin) || 0}
          rotate={values.rotate}
        >
          <div className={styles.sample} aria-hidden="true">
            {[90, 70, 80, 55, 85, 60, 75].map((w, i) => (
              <div key={i} className={styles.line} style={{ width: `${w}%` }} />
            ))}
          </div>
        </Watermark>
      </div>
      <figcaption>
        <Caption1>{values.enabled ? t`Preview` : t`Preview (the watermark is switched off)`}</Caption1>
      </figcaption>
    </figure>
  );
}
