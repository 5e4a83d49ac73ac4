import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  base: './',
  build: {
    target: 'es2020',
    cssCodeSplit: true,
    reportCompressedSize: false,
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
