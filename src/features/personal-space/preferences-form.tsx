// Preferences: the interface language (applied at once, stored on the server for the account),
// light or dark (applied at once, on this device)
// and the home setting (spec section 3: NotSet 0, Home 1, App 2) with the personal default
// application, which overrides the platform's default; and the shortcuts to applications
// (favourites and quick access) managed as on home, with the same instruction.
import { useState } from 'react';
import { useAtom } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Button, Dropdown, Field, Option, Radio, RadioGroup, Subtitle2, makeStyles } from '@fluentui/react-components';
import { langAtom } from '../../state/lang-state.ts';
import { notify } from '../../api/notify.ts';
import { LANGS, LANGUAGE_NAMES, type Lang } from '../../lib/language.ts';
import { QueryState } from '../../components/query-state/query-state.tsx';
import { ThemeChoiceField } from './theme-choice.tsx';
import { ShortcutsEditor } from '../home/shortcuts-editor.tsx';
import { userAppSettingsQuery } from '../../api/user-app-settings.ts';
import { myAppsQuery, useSaveHomeSettings, useSaveLanguage, type App, type UserAppSettings } from './personal-api.ts';
import { localName } from '../../lib/local-name.ts';

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: '16px', maxWidth: '480px' } });

export function PreferencesForm() {
  const { t } = useLingui();
  const settings = useQuery(userAppSettingsQuery());
  const apps = useQuery(myAppsQuery());
  const both = {
    data: settings.data && apps.data ? { settings: settings.data, apps: apps.data } : undefined,
    isPending: settings.isPending || apps.isPending,
    isError: settings.isError || apps.isError,
    error: settings.error ?? apps.error,
    refetch: () => {
      void settings.refetch();
      void apps.refetch();
    },
  };
  return (
    <QueryState query={both} loadingLabel={t`Loading your preferences…`} errorTitle={t`Your preferences could not be loaded.`}>
      {(d) => <PreferencesFields settings={d.settings} apps={d.apps} />}
    </QueryState>
  );
}

function PreferencesFields({ settings, apps }: { settings: UserAppSettings; apps: App[] }) {
  const styles = useStyles();
  const { t } = useLingui();
  const [lang, setLang] = useAtom(langAtom);
  const saveLanguage = useSaveLanguage();
  const saveHome = useSaveHomeSettings();
  const [homeSetting, setHomeSetting] = useState<0 | 1 | 2>(settings.homeSetting);
  const [defaultAppId, setDefaultAppId] = useState<number | null>(settings.defaultAppId);
  const appName = (a: App) => localName(a, lang);
  const globalApp = apps.find((a) => a.id === settings.globalDefaultAppId);
  const platformDefault = globalApp ? t`Platform default (${appName(globalApp)})` : t`Platform default (none)`;
  const chosen = apps.find((a) => a.id === defaultAppId);

  async function submit() {
    try {
      await saveHome.mutateAsync({ homeSetting, defaultAppId });
      notify(t`Your preferences were saved`, 'success');
    } catch {
      /* toasted */
    }
  }

  return (
    <div className={styles.form}>
      <Field label={t`Interface language`}>
        <RadioGroup
          value={lang}
          onChange={(_, d) => {
            const next = d.value as Lang;
            setLang(next);
            void saveLanguage.mutateAsync(next).catch(() => undefined);
          }}
        >
          {LANGS.map((l) => (
            <Radio key={l} value={l} label={LANGUAGE_NAMES[l]} />
          ))}
        </RadioGroup>
      </Field>
      <ThemeChoiceField />
      <Field label={t`After login`}>
        <RadioGroup value={String(homeSetting)} onChange={(_, d) => setHomeSetting(Number(d.value) as 0 | 1 | 2)}>
          <Radio value="0" label={t`Not set (platform behaviour)`} />
          <Radio value="1" label={t`Show the home page`} />
          <Radio value="2" label={t`Open my default application`} />
        </RadioGroup>
      </Field>
      <Field label={t`My default application`} hint={t`Overrides the platform's default application for you.`}>
        <Dropdown
          value={chosen ? appName(chosen) : platformDefault}
          selectedOptions={[String(defaultAppId ?? '')]}
          onOptionSelect={(_, d) => setDefaultAppId(d.optionValue ? Number(d.optionValue) : null)}
        >
          <Option value="">{platformDefault}</Option>
          {apps.map((a) => (
            <Option key={a.id} value={String(a.id)}>
              {appName(a)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <div>
        <Button appearance="primary" onClick={() => void submit()} disabled={saveHome.isPending}>{t`Save preferences`}</Button>
      </div>
      <section aria-labelledby="shortcuts-title">
        <Subtitle2 as="h2" id="shortcuts-title">{t`Shortcuts to applications`}</Subtitle2>
        <ShortcutsEditor />
      </section>
    </div>
  );
}
