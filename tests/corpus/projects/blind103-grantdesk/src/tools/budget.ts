// draft_budget: walks a researcher through personnel, equipment and travel lines, one form per round.
// @ts-nocheck
import { z } from 'zod';
import { decodeJwt } from 'jose';
import { currentUser } from '../identity.js';
import { getApplication, isTeamMember, saveBudgetDraft } from '../sql.js';
import { issueStepToken } from '../stepToken.js';
import { pendingState, answer, askForInput, form, say, refuse } from '../roundtrip.js';

const TOOL = 'draft_budget';

const STAGES = [
  {
    key: 'personnel',
    message: 'Personnel: who is paid from this grant?',
    properties: {
      role: { type: 'string', title: 'Role (e.g. postdoc, RA)' },
      fte: { type: 'number', title: 'FTE', minimum: 0.05, maximum: 1 },
      months: { type: 'integer', title: 'Months', minimum: 1, maximum: 60 },
      monthlyCostCents: { type: 'integer', title: 'Monthly cost incl. on-costs (cents)' },
    },
  },
  {
    key: 'equipment',
    message: 'Equipment over 5,000: list the largest item.',
    properties: {
      item: { type: 'string', title: 'Item' },
      costCents: { type: 'integer', title: 'Cost (cents)', minimum: 0 },
    },
  },
  {
    key: 'travel',
    message: 'Travel and conferences.',
    properties: {
      trips: { type: 'integer', title: 'Number of trips', minimum: 0 },
      perTripCents: { type: 'integer', title: 'Average cost per trip (cents)', minimum: 0 },
    },
  },
];

function lineTotal(stage: string, v) {
  if (stage === 'personnel') return Math.round(v.fte * v.months * v.monthlyCostCents);
  if (stage === 'equipment') return v.costCents ?? 0;
  if (stage === 'travel') return (v.trips ?? 0) * (v.perTripCents ?? 0);
  return 0;
}

export function registerBudgetTool(server) {
  server.registerTool(
    TOOL,
    {
      title: 'Draft a grant budget',
      description: 'Builds a draft budget for an application through a short series of forms.',
      inputSchema: { applicationId: z.string().uuid() },
    },
    async ({ applicationId }, extra) => {
      const user = currentUser(extra);
      const raw = pendingState(extra);

      let draft;
      if (!raw) {
        const app = await getApplication(applicationId);
        if (!app || !(await isTeamMember(applicationId, user.id))) return refuse('You are not on this application team.');
        if (app.status !== 'draft') return refuse(`Application is ${app.status}; budgets can only change while drafting.`);
        draft = { applicationId, stage: 0, lines: [] };
      } else {
        draft = decodeJwt(raw); // expect: require-sealed-state
        const stage = STAGES[draft.stage];
        const values = stage && answer(extra, stage.key);
        if (!values) return say('Budget drafting stopped; nothing was saved.');
        draft = {
          applicationId: draft.applicationId,
          stage: draft.stage + 1,
          lines: [...draft.lines, { category: stage.key, ...values, totalCents: lineTotal(stage.key, values) }],
        };
      }

      if (draft.stage < STAGES.length) {
        const next = STAGES[draft.stage];
        const token = await issueStepToken(draft, { subject: user.id, tool: TOOL });
        return askForInput({ [next.key]: form(next.message, next.properties) }, token);
      }

      const total = draft.lines.reduce((sum, l) => sum + l.totalCents, 0);
      const saved = await saveBudgetDraft(draft.applicationId, user.id, draft.lines, total);
      return say(`Draft budget saved (${(total / 100).toFixed(2)} total).`, {
        structuredContent: { draftId: saved.id, totalCents: total, lines: draft.lines },
      });
    },
  );
}
