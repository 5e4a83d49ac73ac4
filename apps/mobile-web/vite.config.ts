import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `vite build --mode bench` makes the benchmark's build (bench/bench.ts): React's profiling build, so <Profiler>
// reports in production code, readable component names, and its own folder. Code for it sits behind
// `import.meta.env.MODE === 'bench'`, which the normal build replaces with false and drops.
export default defineConfig(({ mode }) => {
  const bench = mode === 'bench';
  return {
    plugins: [react()],
    base: './',
    resolve: bench ? { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] } : {},
    build: {
      target: 'es2020',
      cssCodeSplit: true,
      reportCompressedSize: false,
      // dist/.vite/manifest.json: which chunks and styles each route loads, for the size suite and the benchmark.
      manifest: true,
      outDir: bench ? 'dist-bench' : 'dist',
      minify: !bench,
    },
    server: { host: '127.0.0.1' },
    preview: { host: '127.0.0.1' },
  };
});
