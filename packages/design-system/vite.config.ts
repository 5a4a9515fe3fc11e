// Library build of the design system: ESM entries, one stylesheet, dependencies left to the consumer.
import { defineConfig } from 'vite';
import { sharedPlugins, sourceConditions } from '../../vite.config';
import packageJson from './package.json' with { type: 'json' };
import { designTokens, tokensCss } from './src/themes/designTokens';

const external = [
  ...Object.keys(packageJson.peerDependencies),
  ...Object.keys(packageJson.dependencies).filter((name) => name !== '@vanilla-extract/css'),
];

export default defineConfig({
  ...sourceConditions,
  plugins: [
    ...sharedPlugins(),
    {
      // tokens.json (W3C Design Tokens format) and tokens.css for design tools and plain-CSS consumers.
      name: 'chairside-design-tokens',
      generateBundle() {
        const tokens = designTokens();
        this.emitFile({ type: 'asset', fileName: 'tokens.json', source: `${JSON.stringify(tokens, null, 2)}\n` });
        this.emitFile({ type: 'asset', fileName: 'tokens.css', source: tokensCss(tokens) });
      },
    },
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    minify: false,
    cssCodeSplit: false,
    lib: {
      entry: { index: 'src/index.ts', editor: 'src/editor.ts', 'themes/index': 'src/themes/index.ts', 'themes/tokens': 'src/themes/tokens.ts' },
      formats: ['es'],
      cssFileName: 'style',
    },
    rollupOptions: {
      // Bare imports of dependencies and their subpaths (react/jsx-runtime, @tiptap/pm/state...).
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
