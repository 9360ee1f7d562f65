import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en_US',
  locales: ['en_US', 'zh_CN'],
  fallbackLocales: { default: 'en_US' },
  // Two catalogs: the system-manage pages' strings load with those pages (src/lib/catalogs.ts),
  // so the login route downloads only the shell's strings, however many admin pages there are.
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/gen/**', '<rootDir>/src/features/system-manage/**'],
    },
    {
      path: '<rootDir>/locales/{locale}/admin',
      include: ['<rootDir>/src/features/system-manage'],
    },
  ],
  // No source line numbers in the catalogs: several people add pages at once, and line
  // references would make every catalog change a merge conflict.
  format: formatter({ origins: false, lineNumbers: false }),
  orderBy: 'messageId',
  compileNamespace: 'ts',
});
