// A settings page as one declaration: the resource's query, the two texts of its states and the
// form that renders the loaded value, so a page module is its form and one line:
// `export default settingsPageOf(watermarkSettings.query, texts, WatermarkForm)`. The texts are a
// function, called while rendering, so they follow the language.
import type { ComponentType, ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { SettingsPage } from './settings-page.tsx';

export interface SettingsTexts {
  /** The spinner's label ("Loading the watermark settings…"). */
  loading: string;
  /** The error bar's title ("The watermark settings could not be loaded."). */
  error: string;
}

export interface SettingsPageParts {
  /** Beside the title (the licence's "Update licence"). */
  toolbar?: ComponentType;
  /** After the card (the passwords that never expire, the licence's instances). */
  after?: ComponentType;
}

export function settingsPageOf<T, K extends QueryKey>(
  query: () => UseQueryOptions<T, Error, T, K>,
  texts: () => SettingsTexts,
  Form: ComponentType<{ data: T }>,
  { toolbar: Toolbar, after: After }: SettingsPageParts = {},
) {
  // The registry gives a page its menu entry and the route's params too (SystemPageProps, which
  // this layer may not import); a settings page reads its title only.
  return function SettingsPageOf({ title }: { title: string; entry?: unknown; params?: unknown }): ReactNode {
    useLingui(); // the texts follow a change of language
    const loaded = useQuery(query());
    const { loading, error } = texts();
    return (
      <SettingsPage
        title={title}
        query={loaded}
        loadingLabel={loading}
        errorTitle={error}
        toolbar={Toolbar ? <Toolbar /> : undefined}
        after={After ? <After /> : undefined}
      >
        {(data) => <Form data={data} />}
      </SettingsPage>
    );
  };
}
