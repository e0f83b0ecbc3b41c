// submit_budget_amendment and withdraw_application: changes to live applications sent to the funder portal.
// @ts-nocheck
import { z } from 'zod';
import { currentUser } from '../identity.js';
import { settings } from '../settings.js';
import { getApplication, isTeamMember, recordAmendment, markWithdrawn } from '../sql.js';
import { submitAmendment, withdraw } from '../portal.js';
import { issueStepToken, readStepToken, hashArgs } from '../stepToken.js';
import { pendingState, answer, askForInput, form, say, refuse } from '../roundtrip.js';

const AMEND = 'submit_budget_amendment';
const WITHDRAW = 'withdraw_application';

const change = z.object({
  line: z.string().min(1),
  fromCents: z.number().int().nonnegative(),
  toCents: z.number().int().nonnegative(),
});

const money = (cents: number) => (cents / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 });

export function registerAmendmentTools(server) {
  server.registerTool(
    AMEND,
    {
      title: 'Submit a budget amendment',
      description: 'Moves money between budget lines of an awarded grant, within the funder tolerance.',
      inputSchema: {
        applicationId: z.string().uuid(),
        changes: z.array(change).min(1).max(20),
        justification: z.string().min(20).max(2000),
      },
      annotations: { openWorldHint: true },
    },
    async (args, extra) => {
      const user = currentUser(extra);
      const raw = pendingState(extra);

      if (!raw) {
        const app = await getApplication(args.applicationId);
        if (!app || !(await isTeamMember(app.id, user.id))) return refuse('You are not on this application team.');
        if (app.status !== 'awarded') return refuse('Only awarded grants can be amended.');

        const delta = args.changes.reduce((s, c) => s + (c.toCents - c.fromCents), 0);
        const moved = args.changes.reduce((s, c) => s + Math.abs(c.toCents - c.fromCents), 0) / 2;
        if (moved > app.awardedTotalCents * settings.amendmentToleranceRatio) {
          return refuse('This exceeds the funder tolerance and needs a formal variation request.');
        }

        const token = await issueStepToken(
          {
            applicationId: app.id,
            portalReference: app.portalReference,
            newTotalCents: app.awardedTotalCents + delta,
            argsHash: hashArgs(args),
          },
          { subject: user.id, tool: AMEND },
        );
        return askForInput(
          {
            attest: form(
              `Submit an amendment to ${app.funder} moving ${money(moved)} across ${args.changes.length} line(s) of "${app.title}"?`,
              { attest: { type: 'boolean', title: 'I confirm the justification is accurate and approved by the PI' } },
              ['attest'],
            ),
          },
          token,
        );
      }

      const step = await readStepToken(raw, AMEND); // expect: require-state-binding
      if (step.argsHash !== hashArgs(args)) return refuse('The amendment changed after you confirmed it; start again.');
      const confirmed = answer(extra, 'attest');
      if (!confirmed?.attest) return say('Amendment not submitted.');

      const receipt = await submitAmendment(step.portalReference, {
        changes: args.changes,
        justification: args.justification,
        newTotalCents: step.newTotalCents,
      });
      await recordAmendment(step.applicationId, user.id, args.changes, receipt.reference);
      return say(`Amendment submitted to the funder (reference ${receipt.reference}).`, {
        structuredContent: { reference: receipt.reference, newTotalCents: step.newTotalCents },
      });
    },
  );

  server.registerTool(
    WITHDRAW,
    {
      title: 'Withdraw an application',
      description: 'Withdraws an application from the funder. This cannot be undone.',
      inputSchema: { applicationId: z.string().uuid(), reason: z.string().min(5).max(500) },
      annotations: { destructiveHint: true, openWorldHint: true },
    },
    async (args, extra) => {
      const user = currentUser(extra);
      const app = await getApplication(args.applicationId);
      if (!app || app.piUserId !== user.id) return refuse('Only the PI can withdraw an application.');
      if (['withdrawn', 'closed'].includes(app.status)) return refuse(`Application is already ${app.status}.`);

      const raw = pendingState(extra);
      if (!raw) {
        const token = await issueStepToken({ applicationId: app.id, argsHash: hashArgs(args) }, { subject: user.id, tool: WITHDRAW });
        return askForInput(
          {
            confirm: form(
              `Withdraw "${app.title}" (${app.portalReference}) from ${app.funder}? The funder will be notified immediately.`,
              { withdraw: { type: 'boolean', title: 'Withdraw this application' } },
              ['withdraw'],
            ),
          },
          token,
        );
      }

      const step = await readStepToken(raw, WITHDRAW);
      if (step.sub !== user.id || step.applicationId !== app.id || step.argsHash !== hashArgs(args)) {
        return refuse('This confirmation was issued for a different request.');
      }
      const confirmed = answer(extra, 'confirm');
      if (!confirmed?.withdraw) return say('Application kept.');

      await withdraw(app.portalReference, args.reason);
      await markWithdrawn(app.id, user.id, args.reason);
      return say(`"${app.title}" has been withdrawn.`);
    },
  );
}
