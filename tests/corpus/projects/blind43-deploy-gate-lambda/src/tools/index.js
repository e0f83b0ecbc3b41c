import * as deploy from './deploy.js';
import * as rollback from './rollback.js';

const registry = [deploy, rollback];

export const tools = new Map(registry.map((tool) => [tool.definition.name, tool]));
export const toolList = registry.map((tool) => tool.definition);
