// attach_documents tool: copies files from the applicant's document locker onto a permit record.
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { applicantOf } from '../auth.js';
import { permitForApplicant, addAttachments } from '../db.js';
import { lockerFiles, requestCopyGrant, copyToPermitRecord } from '../cityServices.js';
import { saveDraft, claimDraft } from '../drafts.js';
import { mintFor, stateFor, StateRejected } from '../stateCodec.js';

const TOOL = 'attach_documents';
const KINDS = ['site_plan', 'structural_calcs', 'energy_compliance', 'photos', 'other'];

const fail = (text) => ({ isError: true, content: [{ type: 'text', text }] });

export function registerAttachDocuments(server) {
  server.registerTool(
    TOOL,
    {
      title: 'Attach documents',
      description: 'Attach files from your document locker to a permit application.',
      inputSchema: z.object({ permitId: z.string().uuid(), fileIds: z.array(z.string().min(1)).min(1).max(10) }),
    },
    async (args, ctx) => {
      const { userId, applicantId } = applicantOf(ctx);
      const permit = await permitForApplicant(args.permitId, applicantId);
      if (!permit) return fail('No permit with that id on your account.');

      let state;
      try {
        state = await stateFor(TOOL, args, ctx);
      } catch (err) {
        if (err instanceof StateRejected) return fail(err.message);
        throw err;
      }

      if (!state) {
        const files = await lockerFiles(userId, args.fileIds);
        if (files.length !== args.fileIds.length) return fail('Some of those files are not in your locker.');
        const grant = await requestCopyGrant(userId, args.fileIds);
        const draftId = await saveDraft(userId, { permitId: permit.id, permitNumber: permit.permit_number, files, grant });
        return inputRequired({
          inputRequests: {
            kind: inputRequired.elicit({
              message: `Attach ${files.map((f) => f.fileName).join(', ')} to ${permit.permit_number}. What kind of document is this?`,
              requestedSchema: {
                type: 'object',
                properties: { kind: { type: 'string', enum: KINDS, title: 'Document kind' } },
                required: ['kind'],
              },
            }),
          },
          requestState: await mintFor(TOOL, args, { draftId }, ctx),
        });
      }

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'kind');
      const draft = await claimDraft(state.draftId, userId);
      if (!draft || draft.permitId !== permit.id) return fail('This upload session expired. Please try again.');
      if (!answer) return { content: [{ type: 'text', text: 'Nothing was attached.' }] };

      await copyToPermitRecord(draft.grant, draft.permitNumber);
      await addAttachments(permit.id, draft.files.map((f) => ({ ...f, kind: answer.kind })), userId);
      return { content: [{ type: 'text', text: `Attached ${draft.files.length} file(s) to ${draft.permitNumber}.` }] };
    },
  );
}
