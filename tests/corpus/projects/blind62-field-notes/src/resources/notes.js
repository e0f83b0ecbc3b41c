import { ResourceTemplate } from '@modelcontextprotocol/server';
import { fieldnotesFor } from '../lib/clients.js';
import { jobFor, jobsOf, onJobChange } from '../lib/jobs.js';
import { callerOf } from '../state.js';

export function registerNoteResources(server) {
  server.registerResource(
    'note',
    new ResourceTemplate('notes://{notebook}/{noteId}', { list: undefined }),
    { title: 'A note', mimeType: 'text/markdown' },
    async (uri, { notebook, noteId }, ctx) => {
      const note = await fieldnotesFor(ctx).note(String(notebook), String(noteId));
      return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text: `# ${note.title}\n\n${note.text}` }] };
    },
  );

  server.registerResource(
    'import-job',
    new ResourceTemplate('fieldnotes://imports/{jobId}', {
      list: async (ctx) => ({
        resources: jobsOf(callerOf(ctx)).map((job) => ({
          uri: `fieldnotes://imports/${job.id}`,
          name: job.label,
          mimeType: 'application/json',
        })),
      }),
    }),
    { title: 'Import progress', mimeType: 'application/json' },
    async (uri, { jobId }, ctx) => {
      const job = jobFor(callerOf(ctx), String(jobId));
      if (!job) throw new Error(`No import ${jobId}`);
      const { owner, ...visible } = job;
      return { contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(visible, null, 2) }] };
    },
  );

  // Subscribed clients hear about progress without polling.
  onJobChange((jobId) => {
    Promise.resolve(server.server?.sendResourceUpdated?.({ uri: `fieldnotes://imports/${jobId}` })).catch(() => {});
  });
}
