import { defineConfig } from 'vite';

// The server is bundled with Vite so that tool modules found by import.meta.glob end up as lazy chunks.
export default defineConfig(({ mode }) => ({
  envPrefix: 'VITE_',
  build: {
    ssr: true,
    outDir: 'dist',
    target: 'node20',
    sourcemap: mode !== 'production',
    rollupOptions: {
      input: { server: 'src/server.ts' },
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
}));
