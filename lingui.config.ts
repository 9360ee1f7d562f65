import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

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
  // No source line numbers in the catalogs: several people add pages at once, and line
  // references would make every catalog change a merge conflict.
  format: formatter({ origins: false, lineNumbers: false }),
  orderBy: 'messageId',
  compileNamespace: 'ts',
});
