import { fsm } from '../fsm.js';
import { accepted, callerOf, form, needInput, packCursor, text, toolError, unpackCursor } from '../wire.js';

export const TRIAGE_BACKLOG = 'triage_backlog';
const PAGE_SIZE = 8;

export const triageBacklogTool = {
  name: TRIAGE_BACKLOG,
  title: 'Triage the unassigned backlog',
  description: 'Pages through unassigned work orders in a region and assigns the ones the dispatcher picks.',
  inputSchema: {
    type: 'object',
    properties: { region: { type: 'string' } },
    required: ['region'],
  },
};

function assignForm(jobs, technicians) {
  return form(`Unassigned jobs (${jobs.length}). Pick the ones to assign, or none to see the next page.`, {
    jobIds: {
      type: 'array',
      title: 'Jobs',
      items: { type: 'string', enum: jobs.map((j) => j.id) },
    },
    technicianId: {
      type: 'string',
      title: 'Assign to',
      enum: technicians.map((t) => t.id),
      enumNames: technicians.map((t) => `${t.name} (${t.open_jobs} open)`),
    },
    more: { type: 'boolean', title: 'Show the next page afterwards', default: true },
  }, ['more']);
}

export async function triageBacklog(params, extra) {
  const userId = callerOf(extra);
  const { region } = params.arguments ?? {};
  const regions = await fsm.regionsManagedBy(userId);
  if (!regions.includes(region)) return toolError(`You do not dispatch for region ${region}.`);

  let page = 0;
  if (params.requestState) {
    const cursor = unpackCursor(params.requestState); // expect: require-sealed-state
    const picks = accepted(params.inputResponses?.assign);
    if (!picks) return text('Triage stopped.');
    if (picks.technicianId && picks.jobIds?.length) {
      // only jobs we actually showed on the last page
      const jobIds = picks.jobIds.filter((id) => cursor.shown.includes(id));
      await fsm.bulkAssign(jobIds, picks.technicianId, { requested_by: userId, region });
    }
    if (!picks.more) return text('Triage done.');
    page = cursor.page + 1;
  }

  const jobs = await fsm.unassignedJobs(region, { offset: page * PAGE_SIZE, limit: PAGE_SIZE });
  if (jobs.length === 0) return text(`No unassigned jobs left in ${region}.`);
  const technicians = await fsm.availableTechnicians(region);

  return needInput(
    { assign: assignForm(jobs, technicians) },
    packCursor({ region, page, shown: jobs.map((j) => j.id) }), // expect: require-sealed-state
  );
}
