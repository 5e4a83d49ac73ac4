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
  return fileAddress(chunk.file);
}

/**
 * The address of the built chunk Rolldown named `name` (a package's own entry, `@lobby/ui-kit/carousel`, has no
 * source key in the manifest, only its name), as a pattern for `page.route`.
 */
export function chunkNamed(name: string, distDir: string = dist): RegExp {
  const chunks = Object.values(readManifest(distDir)).filter(
    (chunk) => chunk.name === name && chunk.file.endsWith('.js'),
  );
  if (chunks.length !== 1 || !chunks[0])
    throw new Error(`the build in ${distDir} has ${chunks.length} chunks named ${name}`);
  return fileAddress(chunks[0].file);
}

function fileAddress(file: string): RegExp {
  return new RegExp(`/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
