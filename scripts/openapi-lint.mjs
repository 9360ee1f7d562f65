// `node scripts/openapi-lint.mjs`: Redocly's lint (rules in redocly.yaml) on the contract as the
// server and the clients read it, the bundled openapi/arcana-system.yaml and openapi/arcana-auth.yaml.
// Exits non-zero and lists each finding when there is any.
import { formatProblems, lint, loadConfig } from '@redocly/openapi-core';

const config = await loadConfig({ configPath: 'redocly.yaml' });
let total = 0;
for (const ref of ['openapi/arcana-system.yaml', 'openapi/arcana-auth.yaml']) {
  const problems = await lint({ ref, config });
  total += problems.length;
  if (problems.length)
    formatProblems(problems, { format: 'stylish', totals: { errors: problems.length, warnings: 0, ignored: 0 }, version: '' });
  else console.log(`${ref}: no problems (Redocly lint)`);
}
process.exit(total ? 1 : 0);
