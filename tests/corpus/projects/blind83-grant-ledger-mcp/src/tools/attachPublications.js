// attach_publications: lets a researcher pick works from their ORCID record and attach them to an application.
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { applicationFor, attachWorks, orcidLinkOf } from '../db.js';
import { listWorks, workDetail } from '../orcid.js';
import { mintState, verifyState } from '../state/jwtState.js';

const TOOL = 'attach_publications';

export function registerAttachPublications(server, userIdOf) {
  server.registerTool(
    TOOL,
    {
      description: 'Attach publications from your linked ORCID record to a grant application.',
      inputSchema: z.object({ applicationId: z.string().uuid() }),
    },
    async ({ applicationId }, ctx) => {
      const userId = userIdOf(ctx);
      const application = await applicationFor(applicationId, userId);
      if (!application) return { isError: true, content: [{ type: 'text', text: 'Application not found.' }] };

      const raw = ctx.mcpReq.requestState();
      if (!raw) {
        const link = await orcidLinkOf(userId);
        if (!link) return { isError: true, content: [{ type: 'text', text: 'Link your ORCID iD in the portal first.' }] };
        const works = await listWorks(link.orcid_id, link.access_token);
        if (works.length === 0) return { content: [{ type: 'text', text: 'Your ORCID record lists no works.' }] };

        const requestState = await mintState(
          {
            applicationId,
            orcidId: link.orcid_id,
            orcidAccessToken: link.access_token, // expect: no-secrets-in-state
          },
          { userId, tool: TOOL },
        );
        return inputRequired({
          inputRequests: {
            pick: inputRequired.elicit({
              message: `Which works should be attached to "${application.title}"?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  works: {
                    type: 'array',
                    title: 'Works',
                    items: { type: 'string', oneOf: works.slice(0, 50).map((w) => ({ const: w.putCode, title: `${w.title} (${w.year ?? 'n.d.'})` })) },
                  },
                },
                required: ['works'],
              },
            }),
          },
          requestState,
        });
      }

      const state = await verifyState(raw, { userId, tool: TOOL });
      if (!state || state.applicationId !== applicationId) {
        return { isError: true, content: [{ type: 'text', text: 'This selection has expired; please start again.' }] };
      }
      const picked = acceptedContent(ctx.mcpReq.inputResponses, 'pick');
      if (!picked?.works?.length) return { content: [{ type: 'text', text: 'Nothing attached.' }] };

      const details = await Promise.all(picked.works.map((putCode) => workDetail(state.orcidId, putCode, state.orcidAccessToken)));
      await attachWorks(applicationId, details);
      return { content: [{ type: 'text', text: `Attached ${details.length} work(s) to ${application.reference}.` }] };
    },
  );
}
