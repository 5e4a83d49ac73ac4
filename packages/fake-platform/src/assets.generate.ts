// Writes the generated pictures into packages/fake-platform/assets, which the repository keeps and the Node
// server serves under /fake-assets/. Run: node src/assets.generate.ts (assets.test.ts fails when they are stale).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generatedAssets } from './assets.ts';

const folder = fileURLToPath(new URL('../assets/', import.meta.url));
mkdirSync(folder, { recursive: true });
const assets = generatedAssets();
for (const name of readdirSync(folder)) if (!assets.has(name)) rmSync(new URL(name, `file://${folder}`));
for (const [name, asset] of assets) writeFileSync(`${folder}${name}`, asset.body);
console.log(`${assets.size} assets in ${folder}`);
