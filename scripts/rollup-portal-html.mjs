// Rollup plugin: writes index.html with the hashed entry script and preloads of its static
// imports, copies public/, and prints the build time and the entry's gzip size.
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** Files the entry needs before anything renders: the entry and its static import graph. */
export function initialChunks(bundle, entryName) {
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const dep of bundle[name]?.imports ?? []) visit(dep);
  };
  visit(entryName);
  return [...seen];
}

export function portalHtml({ template, publicDir, outDir }) {
  const started = Date.now();
  return {
    name: 'portal-html',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      if (!entry) this.error('no entry chunk');
      const initial = initialChunks(bundle, entry.fileName);
      const preloads = initial
        .filter((f) => f !== entry.fileName)
        .map((f) => `    <link rel="modulepreload" href="/${f}" />`)
        .join('\n');
      // Stylesheets emitted before this plugin ran (Fluent's extracted styles): linked ahead of
      // the scripts so the first render is styled.
      const styles = Object.values(bundle)
        .filter((a) => a.type === 'asset' && a.fileName.endsWith('.css'))
        .map((a) => `    <link rel="stylesheet" href="/${a.fileName}" />`);
      const html = readFileSync(template, 'utf8')
        .replace('<!-- entry script injected by the build -->', `<script type="module" src="/${entry.fileName}"></script>`)
        .replace('</head>', `${[...styles, preloads].join('\n')}\n  </head>`);
      this.emitFile({ type: 'asset', fileName: 'index.html', source: html });
      const gzip = initial.reduce((sum, f) => sum + gzipSync(bundle[f].code).length, 0);
      console.log(`portal: entry + static imports ${(gzip / 1024).toFixed(1)} KiB gzip (${initial.length} files)`);
    },
    writeBundle() {
      if (existsSync(publicDir)) cpSync(publicDir, outDir, { recursive: true });
      console.log(`portal: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
  };
}
