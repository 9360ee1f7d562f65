// ESLint over the portal (src/), the custom elements (elements/), the server (server/), the scripts
// and the tests. `npm run lint`; `npm test` runs it as a suite of its own.
// Rules switched off below each carry a one-line reason; per-line disables are not used.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

// ---------------------------------------------------------------------------------------------
// Import boundaries (design.md, "Conventions"): the portal imports one way,
// lib <- state <- api <- components <- features <- app (src/main.tsx boots the app and counts as
// app; state/ holds the shared jotai atoms and may read the generated contract types);
// a feature imports another feature only through what that feature exposes on purpose;
// elements/ and server/ never import the portal; portal and server meet only through openapi/
// (src/api/gen and server/gen are generated from it); test/ may import anything.
// ---------------------------------------------------------------------------------------------

/**
 * What a feature exposes to other features on purpose, as files inside that feature. Every entry
 * needs a reason; anything else inside a feature is its own business. Prefer moving a shared
 * piece down to lib/, api/ or components/ over adding an entry here.
 * @type {Record<string, { file: string, reason: string }[]>}
 */
const FEATURE_EXPOSES = {
  home: [
    {
      file: 'shortcuts-editor.tsx',
      reason: "the personal preferences manage home's favourites and quick access, on home's queries and with its one instruction",
    },
  ],
};

const features = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const above = (...layers) => layers.map((layer) => (layer === 'main' ? './src/main.tsx' : `./src/${layer}`));

const SERVER_ENTRY = ['./server/main.ts', './server/app.ts', './server/extra-routes.ts', './server/open-database.ts', './server/tools'];
const SERVER_BELOW_SERVICES = ['auth', 'db', 'audit', 'cache', 'secrets', 'ldap', 'uploads', 'i18n', 'contract', 'settings'].map(
  (d) => `./server/${d}`,
);
const serverEntries = readdirSync(new URL('./server/', import.meta.url), { withFileTypes: true });
const SERVER_DIRS = serverEntries.filter((e) => e.isDirectory()).map((e) => e.name);
const SERVER_FILES = serverEntries.filter((e) => e.isFile() && e.name.endsWith('.ts')).map((e) => e.name);
const DB_IS_INFRASTRUCTURE =
  'db/ is infrastructure (connection, schema, migrations, transaction types): it imports contract/, paths.ts and monitor/prometheus.ts only; pass the rest in (see server/open-database.ts).';
const BELOW_SERVICES = 'Layers below services/ never import services/ or monitor/: move the shared piece down, or pass it in.';
const serverZones = [
  ...SERVER_BELOW_SERVICES.flatMap((target) => [
    { target, from: './server/services', message: BELOW_SERVICES },
    // monitor/prometheus.ts is the process's metrics registry, imported nothing but prom-client:
    // infrastructure that every layer counts into, like the logger.
    { target, from: './server/monitor', except: ['./prometheus.ts'], message: BELOW_SERVICES },
  ]),
  // db/ is infrastructure (connection, schema, migrations, transaction types, paging, constraint
  // errors): it imports only the contract's envelope (contract/), the paths and the metrics
  // registry below it; what needs more (the secrets check, the cache listener, the seeds, the
  // settings documents) lives above it and is passed in (open-database.ts).
  {
    target: './server/db',
    from: SERVER_DIRS.filter((d) => !['db', 'contract', 'gen', 'monitor'].includes(d)).map((d) => `./server/${d}`),
    message: DB_IS_INFRASTRUCTURE,
  },
  { target: './server/db', from: './server/monitor', except: ['./prometheus.ts'], message: DB_IS_INFRASTRUCTURE },
  { target: './server/db', from: SERVER_FILES.filter((f) => f !== 'paths.ts').map((f) => `./server/${f}`), message: DB_IS_INFRASTRUCTURE },
  // The seeds (first start, the sample organisation) write every area's data: only the entry
  // points and the tests run them.
  {
    target: SERVER_DIRS.filter((d) => d !== 'seed' && d !== 'tools').map((d) => `./server/${d}`),
    from: './server/seed',
    message: 'Only the entry points (main.ts, tools/) and the tests import seed/.',
  },
  {
    target: ['http', 'services', 'monitor', 'demo-apps', 'gen', 'config.ts', 'paths.ts', 'heap-flags.ts', ...SERVER_BELOW_SERVICES].map(
      (d) => (d.startsWith('./') ? d : `./server/${d}`),
    ),
    from: SERVER_ENTRY,
    message: 'Nothing imports the server entry points (main.ts, app.ts, extra-routes.ts, tools/).',
  },
];

const HANDLERS_RUN_NO_QUERY = "A handler runs no query: put the database call in its area's *-queries.ts module.";

const boundaryZones = [
  {
    target: './src/lib',
    from: above('state', 'api', 'components', 'features', 'app', 'main'),
    message: 'lib/ is the bottom layer: it imports no other part of the portal.',
  },
  {
    target: './src/state',
    from: above('components', 'features', 'app', 'main'),
    message: 'state/ (shared atoms) may import lib/ and the generated contract types only.',
  },
  {
    target: './src/state',
    from: './src/api',
    except: ['./gen'],
    message: 'state/ (shared atoms) may import lib/ and the generated contract types only.',
  },
  { target: './src/api', from: above('components', 'features', 'app', 'main'), message: 'api/ may import lib/ and state/ only.' },
  { target: './src/components', from: above('features', 'app', 'main'), message: 'components/ may import lib/, state/ and api/ only.' },
  {
    target: './src/features',
    from: above('app', 'main'),
    message: 'A feature may not import app/: pass what it needs down, or move it to lib/, state/, api/ or components/.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    // Paths relative to `from`: the feature itself, and every file another feature exposes.
    except: [`./${feature}`, ...Object.entries(FEATURE_EXPOSES).flatMap(([owner, files]) => files.map(({ file }) => `./${owner}/${file}`))],
    message: `features/${feature} may not import another feature's internals: move the shared piece to lib/, api/ or components/, or expose it on purpose in FEATURE_EXPOSES (eslint.config.js).`,
  })),
  ...features.flatMap((feature) =>
    (FEATURE_EXPOSES[feature] ?? []).map(({ file }) => ({
      target: `./src/features/${feature}/${file}`,
      from: './src/features',
      except: [`./${feature}`],
      message: `features/${feature}/${file} is exposed to other features: it may not import them back.`,
    })),
  ),
  { target: ['./elements', './server'], from: './src', message: 'elements/ and server/ never import the portal.' },
  {
    target: ['./src', './elements'],
    from: './server',
    message: 'The portal and the server meet only through openapi/ (src/api/gen is generated from it).',
  },
  { target: ['./src', './elements', './server', './scripts'], from: './test', message: 'Only tests import tests.' },
];

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', 'coverage/**', '.arcana-data/**', 'src/api/gen/**', 'server/gen/**', 'locales/*/*.ts'],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  // Everything: JavaScript's and TypeScript's recommended rules, type-aware at typescript-eslint's strict level.
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Numbers, booleans and nullish values in template literals read fine in messages and URLs.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true, allowNullish: true }],
      // Unused arguments named _x and rest siblings are deliberate (signatures fixed by callers).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // `() => setOpen(false)` is React's idiom for handlers; the void value is never used.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // JSX handlers may be async (react-hook-form's handleSubmit returns one): React ignores the promise and the handlers catch their own errors.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // node:test's test()/describe() return promises the runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            {
              from: 'package',
              package: 'node:test',
              name: ['test', 'describe', 'it', 'suite', 'before', 'after', 'beforeEach', 'afterEach'],
            },
          ],
        },
      ],
      // OFF: the portal and server guard values from platforms, browsers and third-party pages whose runtime shape the types cannot promise (`unwrap(...) ?? []`).
      '@typescript-eslint/no-unnecessary-condition': 'off',
      // OFF: handlers implement async interfaces (openapi-glue handlers, test callbacks) without awaiting; a forgotten await is caught by no-floating-promises.
      '@typescript-eslint/require-await': 'off',
      // OFF: reports option bags that libraries type as classes (svg-captcha's ConfigObject), not misuse.
      '@typescript-eslint/no-unsafe-class-instance-assignment': 'off',
      // OFF: input validation matches control characters on purpose (to refuse them).
      'no-control-regex': 'off',
      // OFF: with noUncheckedIndexedAccess, `!` marks index, regex-group and Map reads the code has just checked.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['test/**'],
    rules: {
      // OFF in tests: they read untyped JSON answers (inject().json(), response.json()) and check them by assertion.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      // OFF in tests: they cast untyped answers to the shape they assert; spelling the cast as a type argument is style.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      // OFF in tests: tests hand methods of stubs and spies around to inspect them, never to call them unbound.
      '@typescript-eslint/unbound-method': 'off',
    },
  },

  // Import boundaries, on resolved paths (relative imports and dynamic import() alike).
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
    },
  },

  // The server's layers (server/README.md): the entry points (main.ts, app.ts, extra-routes.ts,
  // tools/) import everything and nothing imports them; the layers below services/ (auth/, db/,
  // audit/, cache/, secrets/, ldap/, uploads/, i18n/, settings/, contract/) never import services/ or monitor/; db/ imports only contract/, paths.ts and the metrics registry; and no
  // module imports itself through others (no-cycle; `import type` does not count: it leaves no
  // run-time edge). no-cycle follows .ts imports only once they count as modules
  // (import-x/extensions).
  {
    files: ['server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/extensions': ['.ts', '.mjs', '.js'] },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, ...serverZones] }],
    },
  },

  {
    files: ['server/settings/settings-store.ts'],
    rules: {
      // OFF here: SettingsShape starts empty on purpose; each area adds its documents to it by declaration merging.
      '@typescript-eslint/no-empty-object-type': 'off',
    },
  },

  // The server's handlers (server/README.md, "The shape of an area"): a handler reads the request,
  // calls its area's rules and queries and answers; every database call is in a *-queries.ts
  // module, so no handler imports drizzle, the schema or the settings store (their types may be
  // imported: they leave no run-time edge).
  {
    files: ['server/services/**/*-handlers.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: HANDLERS_RUN_NO_QUERY }],
          patterns: [
            {
              group: ['**/db/schema.ts', '**/db/schema/*', '**/settings/settings-store.ts'],
              allowTypeImports: true,
              message: HANDLERS_RUN_NO_QUERY,
            },
          ],
        },
      ],
    },
  },

  // The portal: React hooks and accessibility, in the browser.
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      // OFF until the shared loader of issue 8 replaces the 7 hand-written `useEffect` loaders (design.md, weak spots); then switch on.
      'react-hooks/set-state-in-effect': 'off',
      // OFF: the components it reports come from module-level caches (lazy pages per loader, the icon map), so their identity is stable.
      'react-hooks/static-components': 'off',
      // OFF: it only reports that the compiler skips memoizing components using react-hook-form's watch(), which is correct for them.
      'react-hooks/incompatible-library': 'off',
      // OFF in the portal: props interfaces declare callbacks in method syntax and components destructure them; the portal has no classes whose methods could lose `this`.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['src/**/*.tsx', 'test/browser/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.tsx', 'test/browser/**/*.tsx'],
    rules: {
      // OFF: autoFocus is used only on the first field of modal dialogs, where moving focus into the dialog on open is the WAI-ARIA dialog pattern.
      'jsx-a11y/no-autofocus': 'off',
    },
  },

  // The custom elements: lit's and web components' rules.
  {
    files: ['elements/**/*.ts'],
    ...lit.configs['flat/recommended'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['elements/**/*.ts'],
    rules: {
      // OFF in elements/: third-party pages set properties from untyped HTML and JS, so Number(x) of a "number" is a real conversion.
      '@typescript-eslint/no-unnecessary-type-conversion': 'off',
    },
  },
  {
    files: ['elements/**/*.ts'],
    ...wc.configs['flat/recommended'],
  },

  // Server, scripts and tool configs run in Node.
  {
    files: [
      'server/**/*.ts',
      'scripts/**',
      'test/server/**',
      'test/e2e/**',
      'test/build/**',
      'test/bench/**',
      '*.{js,mjs,ts}',
      'elements/*.mjs',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['test/browser/**', 'test/elements/**', 'server/demo-apps/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.mocha } },
  },

  // Plain JavaScript files are outside tsconfig.json: lint them without type information.
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
