// export_subject_data: five-round access-request wizard whose progress lives server-side behind a random handle.
import { z } from 'zod';
import { accepted, callerOf, form, needInput, refuse, reply, roundOf } from '../rounds.js';

const TOOL = 'export_subject_data';
const BASES = ['art15_access', 'art20_portability'];
const NEXT = { subject: 'datasets', datasets: 'basis', basis: 'delivery', delivery: 'confirm', confirm: 'done' };

export function registerExportData(server, { drafts, db, warehouse, sftpTargets }) {
  async function prompt(draft) {
    switch (draft.step) {
      case 'subject': {
        const matches = await db.subjectsByEmail(draft.subjectEmail);
        return form(`Which customer record belongs to ${draft.subjectEmail}?`, {
          subjectId: { type: 'string', oneOf: matches.map((m) => ({ const: m.id, title: `${m.display_name} (${m.country}, since ${m.created_at.toISOString().slice(0, 10)})` })) },
        });
      }
      case 'datasets': {
        const sets = await warehouse.datasets();
        return form('Datasets to include in the export', {
          datasets: { type: 'array', items: { type: 'string', oneOf: sets.map((d) => ({ const: d.id, title: d.containsSpecialCategory ? `${d.label} (special category)` : d.label })) }, minItems: 1 },
        });
      }
      case 'basis':
        return form('Legal basis for this export', { legalBasis: { type: 'string', enum: BASES } });
      case 'delivery':
        return form('How should the export be delivered?', {
          method: { type: 'string', enum: ['secure_link', ...(sftpTargets.length ? ['sftp'] : [])] },
          ...(sftpTargets.length ? { targetId: { type: 'string', oneOf: sftpTargets.map((t) => ({ const: t.id, title: t.label })) } } : {}),
        }, ['method']);
      case 'confirm':
        return form(
          [
            `Export for ${draft.subjectEmail} (customer ${draft.subjectId})`,
            `Datasets: ${draft.datasets.join(', ')}`,
            `Basis: ${draft.legalBasis}; delivery: ${draft.delivery.method}${draft.delivery.targetId ? ` to ${draft.delivery.targetId}` : ''}`,
          ].join('\n'),
          { start: { type: 'boolean', title: 'Start the export job' } },
        );
    }
  }

  async function apply(draft, content) {
    switch (draft.step) {
      case 'subject': {
        const matches = await db.subjectsByEmail(draft.subjectEmail);
        if (!matches.some((m) => m.id === content.subjectId)) return 'Pick one of the listed records.';
        draft.subjectId = content.subjectId;
        break;
      }
      case 'datasets': {
        const known = new Set((await warehouse.datasets()).map((d) => d.id));
        const chosen = (Array.isArray(content.datasets) ? content.datasets : []).filter((id) => known.has(id));
        if (chosen.length === 0) return 'Choose at least one dataset.';
        draft.datasets = [...new Set(chosen)].sort();
        break;
      }
      case 'basis':
        if (!BASES.includes(content.legalBasis)) return 'Choose a legal basis.';
        draft.legalBasis = content.legalBasis;
        break;
      case 'delivery': {
        if (content.method === 'sftp') {
          const target = sftpTargets.find((t) => t.id === content.targetId);
          if (!target) return 'Choose an SFTP target.';
          draft.delivery = { method: 'sftp', targetId: target.id, credentialRef: target.credentialRef };
        } else {
          draft.delivery = { method: 'secure_link' };
        }
        break;
      }
      case 'confirm':
        if (content.start !== true) return 'cancel';
        break;
    }
    draft.step = NEXT[draft.step];
    return null;
  }

  server.registerTool(
    TOOL,
    {
      title: 'Export data-subject data',
      description: 'Prepare and start a subject access export for an open DSAR ticket (several short questions).',
      inputSchema: { email: z.string().email(), ticket: z.string().regex(/^DSAR-\d{4,8}$/) },
      annotations: { destructiveHint: false, openWorldHint: true },
    },
    async (args, extra) => {
      const caller = callerOf(extra);
      if (!caller) return refuse('Sign in first.');
      if (!caller.roles.includes('privacy_officer') && !caller.roles.includes('privacy_analyst')) return refuse('Only the privacy office can export subject data.');
      const email = args.email.toLowerCase();
      const ticket = await db.openTicket(args.ticket);
      if (!ticket || ticket.subject_email !== email) return refuse(`No open DSAR ticket ${args.ticket} for ${email}.`);

      const { requestState: handle, responses } = roundOf(extra);
      if (!handle) {
        const draft = { step: 'subject', subjectEmail: email, subjectId: null, datasets: [], legalBasis: null, delivery: null };
        const created = await drafts.create(caller.userId, TOOL, draft);
        return needInput(draft.step, await prompt(draft), created);
      }

      const draft = await drafts.load(handle, caller.userId, TOOL);
      if (!draft) return refuse('This export draft has expired or belongs to someone else; please start again.');
      if (draft.subjectEmail !== email) return refuse('The draft was started for a different subject; please start again.');

      const content = accepted(responses, draft.step);
      if (!content) {
        await drafts.discard(handle);
        return reply('Export cancelled.');
      }
      const problem = await apply(draft, content);
      if (problem === 'cancel') {
        await drafts.discard(handle);
        return reply('Export cancelled before it started.');
      }
      if (!problem && draft.step === 'done') {
        const job = await warehouse.startExport({ subjectId: draft.subjectId, datasets: draft.datasets, delivery: draft.delivery, ticket: args.ticket, requestedBy: caller.userId });
        await db.audit(caller.userId, 'export.started', draft.subjectId, { job: job.id, datasets: draft.datasets, basis: draft.legalBasis, ticket: args.ticket });
        await drafts.discard(handle);
        return reply(`Export job ${job.id} started for ${email}.`, { jobId: job.id });
      }
      if (!(await drafts.save(handle, caller.userId, TOOL, draft))) return refuse('This export draft expired meanwhile; please start again.');
      return needInput(draft.step, await prompt(draft), handle, problem ?? undefined);
    },
  );
}
