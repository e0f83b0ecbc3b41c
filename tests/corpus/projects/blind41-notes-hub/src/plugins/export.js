import { issueResumeToken, readResumeToken } from '../resume-token.js';
import { notes } from '../store.js';
import { form } from '../wizard.js';

const FORMATS = ['pdf', 'markdown', 'html'];

const fail = (text) => ({ isError: true, content: [{ type: 'text', text }] });

export default {
  name: 'export',
  setup(api) {
    api.tool(
      {
        name: 'export_notebook',
        description: 'Export a notebook you can read. Exports the revision shown in the question.',
        inputSchema: {
          type: 'object',
          properties: { notebookId: { type: 'string' } },
          required: ['notebookId'],
        },
        annotations: { readOnlyHint: true },
      },
      async (call) => {
        const { notebookId } = call.args;

        if (!call.requestState) {
          const notebook = await notes.readable(call.user, notebookId);
          if (!notebook) return fail('No such notebook, or you cannot read it.');
          return {
            resultType: 'input_required',
            inputRequests: {
              format: form(`Export "${notebook.title}" (revision ${notebook.revision}, ${notebook.pageCount} pages) as…`, {
                format: { type: 'string', enum: FORMATS, title: 'Format' },
                withAttachments: { type: 'boolean', title: 'Include attachments' },
              }, ['format']),
            },
            requestState: issueResumeToken({ sub: call.user, tool: call.tool, notebookId, revision: notebook.revision }), // expect: require-state-binding
          };
        }

        let claims;
        try {
          claims = readResumeToken(call.requestState);
        } catch {
          return fail('This export request has expired. Ask for the export again.');
        }
        if (claims.sub !== call.user || claims.tool !== call.tool || claims.notebookId !== notebookId) {
          return fail('This export request belongs to another call.');
        }

        const answer = call.inputResponses.format;
        if (answer?.action !== 'accept' || !FORMATS.includes(answer.content?.format)) {
          return { content: [{ type: 'text', text: 'Export cancelled.' }] };
        }
        const file = await notes.exportRevision(claims.notebookId, claims.revision, answer.content);
        return {
          content: [{ type: 'resource_link', uri: file.url, name: file.name, mimeType: file.mimeType }],
        };
      },
    );
  },
};
