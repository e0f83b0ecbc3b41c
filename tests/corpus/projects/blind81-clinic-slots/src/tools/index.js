// Builds the clinic McpServer and registers each tool behind caller and audit-friendly error wrappers.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StateRejected } from '../sealer.js';
import { toolError } from '../fp.js';
import { bookSlotTool } from './bookSlot.js';
import { cancelAppointment } from './cancelAppointment.js';

const TOOLS = Object.freeze([bookSlotTool, cancelAppointment]);
const STAFF_ROLES = new Set(['front-desk', 'clinician', 'practice-manager']);

const callerOf = (extra) => {
  const info = extra?.authInfo?.extra ?? {};
  return Object.freeze({ userId: info.userId, clinicId: info.clinicId, role: info.role });
};

const staffOnly = (run) => (args, extra) => {
  const caller = callerOf(extra);
  return caller.userId && caller.clinicId && STAFF_ROLES.has(caller.role)
    ? run(args, caller, extra)
    : Promise.resolve(toolError('Clinic staff sign-in required.'));
};

const rejectingState = (run) => (args, extra) =>
  Promise.resolve()
    .then(() => run(args, extra))
    .catch((err) => {
      if (err instanceof StateRejected) return toolError(err.message);
      console.error('[clinic-slots] tool failed', err);
      return toolError('The scheduling system could not complete that request.');
    });

const wrap = (run) => rejectingState(staffOnly(run));

export const createClinicServer = () =>
  TOOLS.reduce(
    (server, tool) => {
      server.registerTool(tool.name, tool.config, wrap(tool.run));
      return server;
    },
    new McpServer({ name: 'clinic-slots', version: '0.9.3' }, { capabilities: { tools: {} } }),
  );
