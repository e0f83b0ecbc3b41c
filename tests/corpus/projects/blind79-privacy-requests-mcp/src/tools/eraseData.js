// erase_subject_data: identify the record, review legal holds, type a confirmation, then hard-delete the subject's data.
import { z } from 'zod';
import { accepted, argumentDigest, callerOf, form, needInput, refuse, reply, roundOf } from '../rounds.js';
import { StateInvalid } from '../state/jws.js';

const TOOL = 'erase_subject_data';

export function registerEraseData(server, { tokens, db, warehouse }) {
  server.registerTool(
    TOOL,
    {
      title: 'Erase data-subject data',
      description: 'Permanently erase a customer\'s data for an open erasure ticket. Cannot be undone.',
      inputSchema: {
        email: z.string().email(),
        ticket: z.string().regex(/^DSAR-\d{4,8}$/),
        datasets: z.array(z.string().min(1)).min(1),
      },
      annotations: { destructiveHint: true, idempotentHint: true, openWorldHint: true },
    },
    async (args, extra) => {
      const caller = callerOf(extra);
      if (!caller) return refuse('Sign in first.');
      if (!caller.roles.includes('privacy_officer')) return refuse('Only privacy officers can erase subject data.');

      const normalized = { email: args.email.toLowerCase(), ticket: args.ticket, datasets: [...new Set(args.datasets)].sort() };
      const binding = { userId: caller.userId, tool: TOOL, argsDigest: argumentDigest(normalized) };
      const ticket = await db.openTicket(normalized.ticket);
      if (!ticket || ticket.kind !== 'erasure' || ticket.subject_email !== normalized.email) {
        return refuse(`No open erasure ticket ${normalized.ticket} for ${normalized.email}.`);
      }

      const { requestState, responses } = roundOf(extra);
      let progress = { step: 'identify', subjectId: null, held: [] };
      if (requestState) {
        try {
          progress = await tokens.open(requestState, binding);
        } catch (err) {
          if (err instanceof StateInvalid) return refuse(`Invalid or expired requestState (${err.message}); start the erasure again.`);
          throw err;
        }
        const content = accepted(responses, progress.step);
        if (!content) return reply('Erasure abandoned; nothing was deleted.');

        if (progress.step === 'identify') {
          const matches = await db.subjectsByEmail(normalized.email);
          if (!matches.some((m) => m.id === content.subjectId)) return refuse('That record does not match the ticket e-mail.');
          progress = { ...progress, step: 'holds', subjectId: content.subjectId };
        } else if (progress.step === 'holds') {
          if (content.acknowledge !== true) return reply('Erasure stopped at the legal-hold review.');
          const holds = await warehouse.legalHolds(progress.subjectId);
          progress = { ...progress, step: 'confirm', held: holds.map((h) => h.dataset) };
        } else if (progress.step === 'confirm') {
          if (String(content.phrase ?? '').trim() !== `ERASE ${progress.subjectId}`) return reply('Confirmation phrase did not match; nothing was deleted.');
          const datasets = normalized.datasets.filter((d) => !progress.held.includes(d));
          const job = await warehouse.erase({ subjectId: progress.subjectId, datasets, ticket: normalized.ticket, requestedBy: caller.userId });
          await db.audit(caller.userId, 'erasure.started', progress.subjectId, { job: job.id, datasets, skipped: progress.held, ticket: normalized.ticket });
          return reply(`Erasure job ${job.id} started for customer ${progress.subjectId}.`, { jobId: job.id, erased: datasets, retained: progress.held });
        }
      }

      const { step, subjectId, held } = progress;
      let request;
      if (step === 'identify') {
        const matches = await db.subjectsByEmail(normalized.email);
        if (matches.length === 0) return refuse(`No customer record uses ${normalized.email}.`);
        request = form(`Which record should be erased for ${normalized.email}?`, {
          subjectId: { type: 'string', oneOf: matches.map((m) => ({ const: m.id, title: `${m.display_name} (${m.country})` })) },
        });
      } else if (step === 'holds') {
        const holds = await warehouse.legalHolds(subjectId);
        const lines = holds.length ? holds.map((h) => `- ${h.dataset}: ${h.reason} until ${h.until}`).join('\n') : 'No legal holds.';
        request = form(`Legal holds on customer ${subjectId}; held datasets are kept:\n${lines}`, {
          acknowledge: { type: 'boolean', title: 'Continue with the remaining datasets' },
        });
      } else {
        const kept = held.length ? ` Kept because of holds: ${held.join(', ')}.` : '';
        request = form(`Type "ERASE ${subjectId}" to delete ${normalized.datasets.join(', ')} permanently.${kept}`, { phrase: { type: 'string' } });
      }
      const { v, tool, args: _a, iat, exp, iss, aud, sub, ...carry } = progress;
      return needInput(step, request, await tokens.mint(carry, binding)); // todo-not: require-state-binding
    },
  );
}
