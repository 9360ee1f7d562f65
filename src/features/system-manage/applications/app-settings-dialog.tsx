// The global default application (a user's personal default still overrides it) and the
// quick-access maximum.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Select,
} from '@fluentui/react-components';
import { IntegerInput } from '../../../components/numeric-input/integer-input.tsx';
import { allAppsQuery, appSettingsQuery, useSaveAppSettings } from './apps-api.ts';

export function AppSettingsDialog({ onClose }: { onClose(): void }) {
  const { t } = useLingui();
  const settings = useQuery(appSettingsQuery());
  const apps = useQuery(allAppsQuery());
  const save = useSaveAppSettings();
  const [defaultApp, setDefaultApp] = useState('');
  const [max, setMax] = useState('8');
  useEffect(() => {
    if (!settings.data) return;
    setDefaultApp(settings.data.defaultAppId ? String(settings.data.defaultAppId) : '');
    setMax(String(settings.data.maxQuickAccess));
  }, [settings.data]);
  const maxValue = Number(max);
  const maxError = !Number.isInteger(maxValue) || maxValue < 1 || maxValue > 50 ? t`Enter a number from 1 to 50` : '';

  return (
    <Dialog
      open
      onOpenChange={(_, d) => {
        if (!d.open) onClose();
      }}
    >
      <DialogSurface aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{t`Default app and quick access`}</DialogTitle>
          <DialogContent style={{ display: 'flex', flexDirection: 'column', gap: '12px' }}>
            <Field label={t`Global default application`} hint={t`A user's own default application takes precedence.`}>
              <Select value={defaultApp} onChange={(_, d) => setDefaultApp(d.value)}>
                <option value="">{t`None (platform home)`}</option>
                {(apps.data ?? []).map((a) => (
                  <option key={a.id} value={String(a.id)}>
                    {a.name}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t`Quick-access maximum`} validationState={maxError ? 'error' : 'none'} validationMessage={maxError || undefined}>
              <IntegerInput value={max} onChange={setMax} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t`Cancel`}</Button>
            <Button
              appearance="primary"
              disabled={!settings.data || Boolean(maxError) || save.isPending}
              onClick={() =>
                void save
                  .mutateAsync({ defaultAppId: defaultApp ? Number(defaultApp) : null, maxQuickAccess: maxValue })
                  .then(onClose, () => undefined)
              }
            >{t`Save`}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
