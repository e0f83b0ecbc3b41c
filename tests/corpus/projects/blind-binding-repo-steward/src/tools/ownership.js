// Models the ownership tools: destructive transfer_repo (JWT state with an args digest) and invite_collaborator (server-side pending record).
import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { stateTokens } from '../stateTokens.js';
import { github } from '../github.js';

const TOOL = 'transfer_repo';
const confirmSchema = z.object({ typedName: z.string() });
const hashArgs = ({ repo, newOwner }) => createHash('sha256').update(`${repo}\n${newOwner}`).digest('hex');

export function registerTransferRepo(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Transfer a repository to another user or organization',
      inputSchema: z.object({ repo: z.string(), newOwner: z.string() }),
      annotations: { destructiveHint: true, idempotentHint: false },
    },
    async (args, ctx) => {
      const userId = ctx.http?.authInfo?.extra?.githubLogin;
      if (!userId) return { isError: true, content: [{ type: 'text', text: 'GitHub login required.' }] };
      const typed = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', confirmSchema);

      if (!typed) {
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({ message: `Type ${args.repo} to transfer it to ${args.newOwner}.`, requestedSchema: confirmSchema }),
          },
          requestState: stateTokens.issue({ argsHash: hashArgs(args) }, { userId, tool: TOOL }),
        });
      }

      let claims;
      try {
        claims = stateTokens.check(ctx.mcpReq.requestState(), { userId, tool: TOOL });
      } catch {
        return { isError: true, content: [{ type: 'text', text: 'Confirmation expired or invalid.' }] };
      }
      if (claims.argsHash !== hashArgs(args) || typed.typedName !== args.repo) {
        return { isError: true, content: [{ type: 'text', text: 'Confirmation does not match this transfer.' }] };
      }
      await github.transfer(args.repo, args.newOwner);
      return { content: [{ type: 'text', text: `${args.repo} transferred to ${args.newOwner}.` }] };
    },
  );
}

const pendingInvites = new Map();
const INVITE_WINDOW_MS = 10 * 60_000;
const inviteSchema = z.object({ login: z.string(), permission: z.enum(['pull', 'triage', 'push', 'maintain']) });

export function registerInviteCollaborator(server) {
  server.registerTool(
    'invite_collaborator',
    {
      description: 'Invite someone to collaborate on a repository',
      inputSchema: z.object({ repo: z.string() }),
    },
    async ({ repo }, ctx) => {
      const userId = ctx.http?.authInfo?.extra?.githubLogin;
      const who = acceptedContent(ctx.mcpReq.inputResponses, 'who', inviteSchema);

      if (!who) {
        if (!(await github.isAdmin(repo, userId))) {
          return { isError: true, content: [{ type: 'text', text: `You do not administer ${repo}.` }] };
        }
        const handle = randomUUID();
        pendingInvites.set(handle, { userId, tool: 'invite_collaborator', repo, expiresAt: Date.now() + INVITE_WINDOW_MS });
        return inputRequired({
          inputRequests: { who: inputRequired.elicit({ message: `Who should get access to ${repo}?`, requestedSchema: inviteSchema }) },
          requestState: handle,
        });
      }

      const handle = ctx.mcpReq.requestState();
      const pending = pendingInvites.get(handle); // expect: require-state-binding
      pendingInvites.delete(handle);
      if (!pending || pending.tool !== 'invite_collaborator' || pending.expiresAt < Date.now()) {
        return { isError: true, content: [{ type: 'text', text: 'Invitation request expired.' }] };
      }
      await github.invite(pending.repo, who.login, who.permission);
      return { content: [{ type: 'text', text: `Invited ${who.login} to ${pending.repo} (${who.permission}).` }] };
    },
  );
}
