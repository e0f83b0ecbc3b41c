import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { CLOSE_WORK_ORDER, closeWorkOrderTool, handleCloseWorkOrder } from './tools/close-work-order.js';
import { SCHEDULE_VISIT, handleScheduleVisit, scheduleVisitTool } from './tools/schedule-visit.js';

export function createInspectionsServer() {
  const server = new Server({ name: 'pipeline-inspections', version: '3.0.1' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [closeWorkOrderTool, scheduleVisitTool],
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    switch (request.params.name) {
      case CLOSE_WORK_ORDER:
        return handleCloseWorkOrder(request.params, extra);
      case SCHEDULE_VISIT:
        return handleScheduleVisit(request.params, extra);
      default:
        return { isError: true, content: [{ type: 'text', text: `Unknown tool: ${request.params.name}` }] };
    }
  });

  return server;
}
