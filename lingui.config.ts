import { defineConfig } from '@lingui/conf';

export default defineConfig({
  sourceLocale: 'en_US',
  locales: ['en_US', 'zh_CN'],
  fallbackLocales: { default: 'en_US' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/gen/**'],
    },
  ],
  format: 'po',
  compileNamespace: 'ts',
});
