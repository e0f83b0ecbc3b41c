import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { Octokit } from 'octokit';
import { z } from 'zod';
import type { NotesMCP } from '../agent.js';
import { signRoundState, verifyRoundState } from '../state/round-state.js';
import type { Note } from '../types.js';

const TOOL = 'publish_gist';

interface GistDraft {
  noteId: string;
  filename: string;
  githubToken: string;
}

export function registerPublishGist(agent: NotesMCP): void {
  agent.server.registerTool(
    TOOL,
    {
      description: 'Publish a note as a GitHub gist on your account',
      inputSchema: z.object({ noteId: z.string() }),
    },
    async ({ noteId }, ctx) => {
      const binding = { login: agent.props.login, tool: TOOL };
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        const note = await agent.env.NOTES.get<Note>(`${agent.space}:note:${noteId}`, 'json');
        if (!note) return { isError: true, content: [{ type: 'text', text: `No note ${noteId}.` }] };
        const draft: GistDraft = {
          noteId: note.id,
          filename: `${note.title.replace(/[^\w.-]+/g, '-').toLowerCase()}.md`,
          githubToken: agent.props.accessToken, // expect: no-secrets-in-state
        };
        return inputRequired({
          inputRequests: {
            gist: inputRequired.elicit({
              message: `Publish "${note.title}" as a gist?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  visibility: { type: 'string', enum: ['secret', 'public'], default: 'secret' },
                  description: { type: 'string' },
                },
                required: ['visibility'],
              },
            }),
          },
          requestState: await signRoundState(agent.env, draft, binding),
        });
      }

      const draft = await verifyRoundState<GistDraft>(agent.env, raw, binding);
      if (!draft) return { isError: true, content: [{ type: 'text', text: 'This request expired. Ask again.' }] };
      const choice = acceptedContent<{ visibility: 'secret' | 'public'; description?: string }>(ctx.mcpReq.inputResponses, 'gist');
      if (!choice) return { content: [{ type: 'text', text: 'Not published.' }] };

      const note = await agent.env.NOTES.get<Note>(`${agent.space}:note:${draft.noteId}`, 'json');
      if (!note) return { isError: true, content: [{ type: 'text', text: 'The note was deleted in the meantime.' }] };

      const octokit = new Octokit({ auth: draft.githubToken });
      const { data: gist } = await octokit.rest.gists.create({
        public: choice.visibility === 'public',
        description: choice.description ?? note.title,
        files: { [draft.filename]: { content: note.body } },
      });
      return { content: [{ type: 'text', text: `Published: ${gist.html_url}` }] };
    },
  );
}
