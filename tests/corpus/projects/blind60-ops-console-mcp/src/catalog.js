import { listServices, openIncident, pageOncall, restartService, scaleService, serviceStatus } from './tools/services.js';
import { deploy, rollback } from './tools/releases.js';
import { rotateApiKey, tailLogs, whoami } from './tools/access.js';

const all = [
  whoami,
  listServices,
  serviceStatus,
  scaleService,
  restartService,
  deploy,
  rollback,
  openIncident,
  pageOncall,
  rotateApiKey,
  tailLogs,
];

/** name -> { definition, run } */
export const catalog = new Map(all.map((tool) => [tool.definition.name, tool]));
