// import_portal_submissions: links a researcher's funder-portal account and imports chosen submissions.
// @ts-nocheck
import { currentUser } from '../identity.js';
import { whoAmI, listMySubmissions } from '../portal.js';
import { importSubmission } from '../sql.js';
import { issueStepToken, readStepToken } from '../stepToken.js';
import { pendingState, answer, askForInput, form, say, refuse } from '../roundtrip.js';

const TOOL = 'import_portal_submissions';

export function registerPortalSyncTool(server) {
  server.registerTool(
    TOOL,
    {
      title: 'Import from the funder portal',
      description: 'Imports your submissions from the funding council portal into grantdesk.',
      inputSchema: {},
    },
    async (_args, extra) => {
      const user = currentUser(extra);
      const raw = pendingState(extra);

      if (!raw) {
        const token = await issueStepToken({ stage: 'credentials' }, { subject: user.id, tool: TOOL });
        return askForInput(
          {
            credentials: form('Connect your funder portal account (Profile → API access).', {
              portalUser: { type: 'string', title: 'Portal username' },
              apiKey: { type: 'string', title: 'Personal API key' },
            }, ['portalUser', 'apiKey']),
          },
          token,
        );
      }

      const step = await readStepToken(raw, TOOL);
      if (step.sub !== user.id) return refuse('This import was started by someone else.');

      if (step.stage === 'credentials') {
        const creds = answer(extra, 'credentials');
        if (!creds) return say('Import cancelled.');
        const me = await whoAmI(creds.apiKey);
        if (me.username !== creds.portalUser) return refuse('That API key belongs to a different portal user.');
        const { submissions } = await listMySubmissions(creds.apiKey);
        if (!submissions.length) return say('The portal lists no submissions for you.');

        const token = await issueStepToken(
          {
            stage: 'choose',
            portalUser: me.username,
            portalApiKey: creds.apiKey, // expect: no-secrets-in-state
            offered: submissions.map(s => s.reference),
          },
          { subject: user.id, tool: TOOL },
        );
        return askForInput(
          {
            choose: form('Which submissions should be imported?', {
              references: {
                type: 'array',
                title: 'Submissions',
                items: { type: 'string', enum: submissions.map(s => s.reference) },
              },
            }, ['references']),
          },
          token,
        );
      }

      if (step.stage === 'choose') {
        const picked = answer(extra, 'choose');
        if (!picked?.references?.length) return say('Nothing imported.');
        const wanted = new Set(picked.references.filter(r => step.offered.includes(r)));
        const { submissions } = await listMySubmissions(step.portalApiKey);
        let count = 0;
        for (const s of submissions) {
          if (!wanted.has(s.reference)) continue;
          await importSubmission(user.id, { reference: s.reference, title: s.title, funder: s.funder, status: s.status });
          count += 1;
        }
        return say(`Imported ${count} submission(s) from ${step.portalUser}'s portal account.`);
      }

      return refuse('Unknown import stage.');
    },
  );
}
