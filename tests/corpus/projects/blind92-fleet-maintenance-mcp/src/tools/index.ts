// Registers every fleet maintenance tool on a fresh McpServer.
// @ts-nocheck
import { scheduleServiceTool } from './scheduleService.js';
import { decommissionTool } from './decommission.js';
import { partsOrderTool } from './partsOrder.js';
import { serviceHistoryTool } from './serviceHistory.js';

const factories = [scheduleServiceTool, decommissionTool, partsOrderTool, serviceHistoryTool];

export const registerAll = (server, deps) =>
  factories.map((make) => make(deps)).reduce((srv, [name, config, handler]) => (srv.registerTool(name, config, handler), srv), server);
