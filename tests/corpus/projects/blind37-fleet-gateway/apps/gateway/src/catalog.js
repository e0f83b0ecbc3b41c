import { clusterNames, listBackendTools } from './backends.js';

const byTool = new Map(); // tool name -> { definition, clusters: Set }

export async function loadCatalog() {
  for (const cluster of clusterNames()) {
    try {
      for (const tool of await listBackendTools(cluster)) {
        const entry = byTool.get(tool.name) ?? { definition: tool, clusters: new Set() };
        entry.clusters.add(cluster);
        byTool.set(tool.name, entry);
      }
    } catch (err) {
      console.warn(`catalog: ${cluster} unavailable, skipping`, err.message);
    }
  }
  return byTool.size;
}

export function listTools() {
  return [...byTool.values()].map(({ definition, clusters }) => ({
    ...definition,
    inputSchema: {
      ...definition.inputSchema,
      properties: {
        ...definition.inputSchema?.properties,
        cluster: { type: 'string', enum: [...clusters], description: 'Target cluster (asked for when omitted)' },
      },
    },
  }));
}

/** Clusters that run `tool` and that the caller's token has a `fleet:cluster:<name>` scope for. */
export function clustersFor(tool, scopes = []) {
  const entry = byTool.get(tool);
  if (!entry) return [];
  return [...entry.clusters].filter((c) => scopes.includes(`fleet:cluster:${c}`) || scopes.includes('fleet:cluster:*'));
}
