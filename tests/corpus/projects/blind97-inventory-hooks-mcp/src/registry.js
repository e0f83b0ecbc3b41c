// Tool registry: imports every module in ./tools and indexes the tool definitions they export.
import { readdir } from 'node:fs/promises';

const toolsDir = new URL('./tools/', import.meta.url);

function validate(def, file) {
  for (const field of ['name', 'description', 'inputSchema', 'run']) {
    if (!def?.[field]) throw new Error(`${file}: tool definition is missing "${field}"`);
  }
  if (!/^[a-z][a-z0-9_]{2,63}$/.test(def.name)) throw new Error(`${file}: invalid tool name ${def.name}`);
}

export async function loadTools() {
  const files = (await readdir(toolsDir)).filter((f) => f.endsWith('.js')).sort();
  const tools = new Map();
  for (const file of files) {
    const mod = await import(new URL(file, toolsDir).href);
    for (const def of [].concat(mod.default ?? [])) {
      validate(def, file);
      if (tools.has(def.name)) throw new Error(`${file}: duplicate tool ${def.name}`);
      tools.set(def.name, def);
    }
  }
  return tools;
}

export function listing(tools) {
  return [...tools.values()].map((t) => ({
    name: t.name,
    description: t.description,
    inputSchema: t.inputSchema,
    annotations: t.destructive ? { destructiveHint: true } : { readOnlyHint: !t.mutates },
  }));
}
