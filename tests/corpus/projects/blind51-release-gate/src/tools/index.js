import { promoteTool, handlePromote } from './promote.js';
import { auditExportTool, handleAuditExport } from './audit-export.js';

const handlers = new Map([
  [promoteTool.name, handlePromote],
  [auditExportTool.name, handleAuditExport],
]);

export const toolList = [promoteTool, auditExportTool];

export async function dispatch(params, userId) {
  const handler = handlers.get(params.name);
  if (!handler) {
    return { isError: true, content: [{ type: 'text', text: `Unknown tool ${params.name}` }] };
  }
  return handler(params, userId);
}
