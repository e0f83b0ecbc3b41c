import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import pLimit from 'p-limit';
import { z } from 'zod';
import { evernote, fieldnotesFor } from '../lib/clients.js';
import { startJob } from '../lib/jobs.js';
import { settings } from '../settings.js';
import { callerOf, mintFor, resume } from '../state.js';

export const IMPORT_NOTEBOOK = 'import_notebook';

const SOURCE_FORM = {
  type: 'object',
  properties: {
    service: { type: 'string', title: 'Import from', enum: ['evernote', 'onenote'], enumNames: ['Evernote', 'OneNote export folder'] },
    includeArchived: { type: 'boolean', title: 'Include archived notebooks', default: false },
  },
  required: ['service'],
};

const EVERNOTE_LOGIN_FORM = {
  type: 'object',
  properties: {
    username: { type: 'string', title: 'Evernote username' },
    developerToken: {
      type: 'string',
      title: 'Developer token',
      description: 'Evernote → Settings → Developer → Personal token. It starts with "S=".',
    },
  },
  required: ['developerToken'],
};

const TAGGER_PROMPT =
  'You suggest tags for a notebook being imported into a note-taking app. ' +
  'Answer with 3 to 8 lowercase tags separated by commas, nothing else.';

const done = (text) => ({ content: [{ type: 'text', text }] });

const splitTags = (text) =>
  String(text ?? '')
    .split(',')
    .map((t) => t.trim().toLowerCase().replace(/\s+/g, '-'))
    .filter(Boolean)
    .slice(0, 8);

async function oneNoteFolders(rootUris) {
  const folders = [];
  for (const uri of rootUris) {
    if (!uri.startsWith('file://')) continue;
    const base = fileURLToPath(uri);
    for (const entry of await readdir(base, { withFileTypes: true }).catch(() => [])) {
      if (entry.isDirectory() && entry.name.toLowerCase().endsWith('.onenote-export')) {
        folders.push({ guid: join(base, entry.name), name: entry.name.replace(/\.onenote-export$/i, '') });
      }
    }
  }
  return folders;
}

async function* oneNotePages(folder) {
  for (const file of await readdir(folder)) {
    if (!file.endsWith('.html')) continue;
    const html = await readFile(join(folder, file), 'utf8');
    const title = /<title>(.*?)<\/title>/i.exec(html)?.[1] ?? file.replace(/\.html$/, '');
    yield { title, created: null, body: html };
  }
}

async function firstTitles(pages, n) {
  const titles = [];
  for await (const page of pages) {
    titles.push(page.title);
    if (titles.length >= n) break;
  }
  return titles;
}

function pickForm(message, notebooks) {
  return inputRequired.elicit({
    message,
    requestedSchema: {
      type: 'object',
      properties: {
        notebook: { type: 'string', title: 'Notebook', enum: notebooks.map((n) => n.guid), enumNames: notebooks.map((n) => n.name) },
      },
      required: ['notebook'],
    },
  });
}

export function registerImportNotebook(server) {
  server.registerTool(
    IMPORT_NOTEBOOK,
    {
      title: 'Import a notebook',
      description: 'Import one notebook from Evernote or a OneNote export into a Field Notes notebook, with suggested tags.',
      inputSchema: { destination: z.string().describe('Field Notes notebook to import into') },
      annotations: { openWorldHint: true },
    },
    async ({ destination }, ctx) => {
      const saved = resume(ctx, IMPORT_NOTEBOOK);
      const answers = ctx.mcpReq.inputResponses ?? {};
      const ask = async (inputRequests, next) =>
        inputRequired({ inputRequests, requestState: await mintFor(ctx, IMPORT_NOTEBOOK, next) });

      // Round 1: where are the exports, and which service?
      if (!saved) {
        return ask(
          {
            roots: inputRequired.listRoots(),
            source: inputRequired.elicit({ message: `Import into "${destination}" from where?`, requestedSchema: SOURCE_FORM }),
          },
          { stage: 'source' },
        );
      }

      // Round 2: Evernote needs a token; a OneNote export is read from the workspace.
      if (saved.stage === 'source') {
        const source = acceptedContent(answers, 'source');
        if (!source) return done('No source chosen, nothing was imported.');
        const roots = (answers.roots?.roots ?? []).map((r) => r.uri);
        const base = { service: source.service, includeArchived: Boolean(source.includeArchived) };

        if (source.service === 'onenote') {
          const folders = await oneNoteFolders(roots);
          if (folders.length === 0) return done('No *.onenote-export folder in your workspace roots.');
          return ask({ notebook: pickForm('Which OneNote export?', folders) }, { ...base, stage: 'pick', folders });
        }
        return ask(
          {
            evernote_login: inputRequired.elicit({
              message: 'Field Notes needs your Evernote developer token to read your notebooks. It is only used for this import.',
              requestedSchema: EVERNOTE_LOGIN_FORM,
            }),
          },
          { ...base, stage: 'login' },
        );
      }

      // Round 3: check the token works, then ask which notebook.
      if (saved.stage === 'login') {
        const login = acceptedContent(answers, 'evernote_login');
        if (!login?.developerToken) return done('Import cancelled.');
        let notebooks;
        try {
          notebooks = await evernote.notebooks(login.developerToken, { includeArchived: saved.includeArchived });
        } catch (err) {
          if (err.code === 'EVERNOTE_AUTH') return { ...done('Evernote did not accept that token. Run the import again.'), isError: true };
          throw err;
        }
        const next = { ...saved, stage: 'pick', folders: notebooks };
        next.evernote = { username: login.username, developerToken: login.developerToken }; // expect: no-secrets-in-state
        return ask({ notebook: pickForm(`Signed in to Evernote. Which notebook goes into "${destination}"?`, notebooks) }, next);
      }

      // Round 4: let the client's model propose tags from a sample of titles.
      if (saved.stage === 'pick') {
        const pick = acceptedContent(answers, 'notebook');
        const notebook = saved.folders.find((f) => f.guid === pick?.notebook);
        if (!notebook) return done('Import cancelled.');
        const titles =
          saved.service === 'evernote'
            ? await evernote.sampleTitles(saved.evernote.developerToken, notebook.guid)
            : await firstTitles(oneNotePages(notebook.guid), 40);
        return ask(
          {
            tags: inputRequired.createMessage({
              systemPrompt: TAGGER_PROMPT,
              messages: [{ role: 'user', content: { type: 'text', text: `Notebook "${notebook.name}":\n- ${titles.join('\n- ')}` } }],
              maxTokens: 120,
            }),
          },
          { ...saved, stage: 'tags', folders: undefined, notebook },
        );
      }

      // Round 5: let the person edit the tags, then start.
      if (saved.stage === 'tags') {
        const suggested = splitTags(answers.tags?.content?.text);
        return ask(
          {
            review: inputRequired.elicit({
              message: `Import "${saved.notebook.name}" into "${destination}" with these tags?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  tags: { type: 'string', title: 'Tags (comma separated)', default: suggested.join(', ') },
                  start: { type: 'boolean', title: 'Start import', default: true },
                },
                required: ['start'],
              },
            }),
          },
          { ...saved, stage: 'review', suggested },
        );
      }

      if (saved.stage === 'review') {
        const review = acceptedContent(answers, 'review');
        if (!review?.start) return done('Import cancelled.');
        const tags = splitTags(review.tags ?? saved.suggested.join(','));
        const api = fieldnotesFor(ctx);
        const limit = pLimit(settings.importConcurrency);
        const pages =
          saved.service === 'evernote' ? evernote.notes(saved.evernote.developerToken, saved.notebook.guid) : oneNotePages(saved.notebook.guid);

        const jobId = startJob(callerOf(ctx), `${saved.notebook.name} → ${destination}`, async (report, fail) => {
          const pending = [];
          let count = 0;
          for await (const page of pages) {
            pending.push(
              limit(() =>
                api
                  .createNote(destination, { title: page.title, html: page.body, tags, createdAt: page.created })
                  .then(() => report(++count))
                  .catch(fail),
              ),
            );
          }
          await Promise.all(pending);
          report(count, count);
        });

        return {
          ...done(`Import of "${saved.notebook.name}" started. Follow it at fieldnotes://imports/${jobId}.`),
          structuredContent: { jobId, resource: `fieldnotes://imports/${jobId}` },
        };
      }

      return { ...done('Unknown import step; start the import again.'), isError: true };
    },
  );
}
