import { auditTool, exportAudit } from './audit.js';
import { rotateCredential, rotateTool } from './rotate.js';

export const TOOLS = [rotateTool, auditTool];

const handlers = {
  [rotateTool.name]: rotateCredential,
  [auditTool.name]: exportAudit,
};

export async function dispatchToolCall(params, extra) {
  const handler = handlers[params.name];
  if (!handler) {
    return { isError: true, content: [{ type: 'text', text: `Unknown tool: ${params.name}` }] };
  }
  return handler(params, extra);
}
