import { readdir, readFile } from 'node:fs/promises';

const manifestDir = new URL('./manifests/', import.meta.url);

export const reply = (text) => ({ content: [{ type: 'text', text }] });
export const refused = (text) => ({ content: [{ type: 'text', text }], isError: true });

/**
 * Tools are declared as JSON manifests (what tools/list shows) next to the module that runs them, named
 * by the manifest's `handler`. Adding a tool is adding two files; nothing here changes.
 */
export async function loadTools() {
  const files = (await readdir(manifestDir)).filter((file) => file.endsWith('.json')).sort();
  const tools = new Map();
  for (const file of files) {
    const manifest = JSON.parse(await readFile(new URL(file, manifestDir), 'utf8'));
    if (tools.has(manifest.name)) throw new Error(`duplicate tool ${manifest.name} in ${file}`);
    const { handle } = await import(new URL(`./${manifest.handler}`, import.meta.url).href);
    if (typeof handle !== 'function') throw new Error(`${manifest.handler} exports no handle()`);
    const { handler: _module, ...listed } = manifest;
    tools.set(manifest.name, { listed, handle });
  }
  return tools;
}
