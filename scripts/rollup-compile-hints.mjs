// Rollup plugin: marks the chunks that hold any of `modules` with V8's explicit compile hint
// (`//# allFunctionsCalledOnLoad` on a file's first line, Chrome 136+), so that every function
// in them is compiled when the file loads, off the main thread, instead of at its first call.
// Added after minification (esbuild and terser drop the comment) and before the gzip copies;
// the source map gets one empty line to match.
export function compileHints({ modules }) {
  return {
    name: 'compile-hints',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || !file.moduleIds.some((id) => modules.test(id))) continue;
        file.code = `//# allFunctionsCalledOnLoad\n${file.code}`;
        if (file.map) file.map.mappings = `;${file.map.mappings}`;
      }
    },
  };
}
