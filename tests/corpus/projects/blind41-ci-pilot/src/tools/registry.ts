import type { McpServer } from '@modelcontextprotocol/server';
import { mountTool } from '../framework/define-tool.js';
import type { AnyStatefulTool } from '../framework/stateful.js';

/**
 * Tool modules by name, loaded on demand so one broken tool module does not keep the others
 * from starting. CI_PILOT_TOOLS=rerun_pipeline,summarize_failures limits what is served.
 */
const toolModules = {
  rerun_pipeline: () => import('./rerun-pipeline.js'),
  summarize_failures: () => import('./summarize-failures.js'),
  delete_artifacts: () => import('./delete-artifacts.js'),
} satisfies Record<string, () => Promise<{ default: AnyStatefulTool }>>;

export type ToolName = keyof typeof toolModules;

const isToolName = (name: string): name is ToolName => Object.hasOwn(toolModules, name);

export async function loadTools(selection = process.env.CI_PILOT_TOOLS): Promise<AnyStatefulTool[]> {
  const names = selection ? selection.split(',').map((s) => s.trim()).filter(isToolName) : (Object.keys(toolModules) as ToolName[]);
  const loaded = await Promise.allSettled(names.map((name) => toolModules[name]()));

  const tools: AnyStatefulTool[] = [];
  loaded.forEach((outcome, i) => {
    if (outcome.status === 'rejected') {
      console.error(`[ci-pilot] tool ${names[i]} failed to load:`, outcome.reason);
      return;
    }
    const tool = outcome.value.default;
    if (tool.name !== names[i]) throw new Error(`module for ${names[i]} exports tool ${tool.name}`);
    tools.push(tool);
  });
  return tools;
}

export function mountAll(server: McpServer, tools: readonly AnyStatefulTool[]): void {
  for (const tool of tools) mountTool(server, tool);
}
