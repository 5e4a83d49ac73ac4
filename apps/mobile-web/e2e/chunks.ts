import { fileURLToPath } from 'node:url';
import { readManifest } from '../quality/bundle-size.ts';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

/**
 * The address of the built file of a source module (`src/screens/help/help.screen.tsx`), as a pattern for
 * `page.route`: a lazy chunk's file is its hash alone (vite.config.ts), so only the build's manifest knows which.
 */
export function chunkOf(source: string, distDir: string = dist): RegExp {
  const chunk = readManifest(distDir)[source];
  if (!chunk) throw new Error(`the build in ${distDir} has no chunk for ${source}`);
  return new RegExp(`/${chunk.file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
