// The import structure of src/ and rules/ (docs/architecture.md): no cycles, and the analysis layers import only
// downward — syntax → scope → modules → values → timing | mcp. `npm run lint:deps` checks it; `npm test` runs that.
const layer = (name) => `^src/analysis/${name}/`;
const below = {
  syntax: [],
  scope: ['syntax'],
  modules: ['syntax', 'scope'],
  values: ['syntax', 'scope', 'modules'],
  timing: ['syntax', 'scope', 'modules', 'values'],
  mcp: ['syntax', 'scope', 'modules', 'values'],
};
const layers = Object.keys(below);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module must not import itself through others: break the cycle by passing what the lower module needs.',
      from: { path: '^(src|rules)/' },
      to: { circular: true },
    },
    ...layers.map((name) => ({
      name: `${name}-imports-only-below`,
      severity: 'error',
      comment: `src/analysis/${name} may import ${below[name].length === 0 ? 'no other layer' : `only ${below[name].join(', ')} (and itself)`}.`,
      from: { path: layer(name) },
      to: {
        path: '^src/',
        pathNot: [layer(name), ...below[name].map(layer)],
      },
    })),
    {
      name: 'rules-use-layer-entries',
      severity: 'error',
      comment: 'A rule asks a layer through its entry file (src/analysis/<layer>/index.ts) or src/analysis/index.ts.',
      from: { path: '^rules/' },
      to: { path: '^src/analysis/', pathNot: ['^src/analysis/index[.]ts$', '^src/analysis/[a-z]+/index[.]ts$'] },
    },
    {
      name: 'seal-stands-alone',
      severity: 'error',
      comment: 'The runtime helper imports node built-ins and its own modules only: production servers import it.',
      from: { path: '^src/seal/' },
      to: { pathNot: ['^src/seal/', '^node:'], dependencyTypesNot: ['core'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: [".ts", ".js"],
    },
  },
};
