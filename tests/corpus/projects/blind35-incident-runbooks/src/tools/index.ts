import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { McpServer } from '@modelcontextprotocol/server';
import type { PagerDuty } from '../pagerduty.js';
import type { Runbooks } from '../runbooks.js';

export interface ToolDeps {
  pagerduty: PagerDuty;
  runbooks: Runbooks;
}

export interface ToolModule {
  register(server: McpServer, deps: ToolDeps): void;
}

export const say = (text: string) => ({ content: [{ type: 'text' as const, text }] });
export const refuse = (text: string) => ({ content: [{ type: 'text' as const, text }], isError: true });

/** Every sibling module with a `register` export is a tool; found once at start-up. */
export async function discoverTools(): Promise<ToolModule[]> {
  const dir = fileURLToPath(new URL('.', import.meta.url));
  const files = (await readdir(dir))
    .filter((file) => /\.(m?js|ts)$/.test(file) && !file.endsWith('.d.ts') && !/^index\./.test(file))
    .sort();
  const modules: ToolModule[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(join(dir, file)).href)) as Partial<ToolModule>;
    if (typeof mod.register === 'function') modules.push(mod as ToolModule);
  }
  return modules;
}
