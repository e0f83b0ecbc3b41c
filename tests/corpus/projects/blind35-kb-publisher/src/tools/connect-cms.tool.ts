import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { principal } from '../auth.js';
import { cms, rememberPersonalToken } from '../cms.js';
import { askAgain, defineTool, refusal, resumed, StaleRound, text } from '../mcp.js';
import type { RoundState } from '../state/index.js';

const TOOL = 'connect_cms';

interface CmsLogin {
  username: string;
  password: string;
}

type ConnectRound =
  | (RoundState & { step: 'login' })
  | (RoundState & { step: 'pick-space'; username: string; password: string });

const loginForm = inputRequired.elicit({
  message: 'Sign in to the CMS once; kb-publisher then creates a personal token for you.',
  requestedSchema: {
    type: 'object',
    properties: {
      username: { type: 'string', title: 'CMS username' },
      password: { type: 'string', title: 'CMS password', format: 'password' },
    },
    required: ['username', 'password'],
  },
});

/** Links the editor's own CMS account, so that drafts and publications carry their name. */
export default defineTool({
  name: TOOL,
  config: {
    title: 'Connect CMS account',
    description: 'Link your CMS account to kb-publisher (asks for your CMS login, then the space to use).',
  },
  async handler(_args: Record<string, never>, ctx) {
    const editor = principal(ctx);
    let round: ConnectRound | undefined;
    try {
      round = await resumed<ConnectRound>(ctx, TOOL);
    } catch (err) {
      if (err instanceof StaleRound) return refusal(err.message);
      throw err;
    }

    if (round?.step !== 'pick-space') {
      const login = acceptedContent<CmsLogin>(ctx.mcpReq.inputResponses, 'login');
      if (!login) return askAgain(ctx, { login: loginForm }, { tool: TOOL, step: 'login' });

      const spaces = await cms.spacesFor(login.username, login.password);
      if (spaces.length === 0) return refusal('Your CMS account has no space kb-publisher can write to.');
      return askAgain(
        ctx,
        {
          space: inputRequired.elicit({
            message: 'Which space should kb-publisher write to?',
            requestedSchema: {
              type: 'object',
              properties: { spaceId: { type: 'string', enum: spaces.map((s) => s.id), enumNames: spaces.map((s) => s.name) } },
              required: ['spaceId'],
            },
          }),
        },
        {
          tool: TOOL,
          step: 'pick-space',
          username: login.username,
          password: login.password, // expect: no-secrets-in-state
        },
      );
    }

    const choice = acceptedContent<{ spaceId: string }>(ctx.mcpReq.inputResponses, 'space');
    if (!choice) return text('CMS account not connected.');
    const token = await cms.createPersonalToken(round.username, round.password, choice.spaceId);
    rememberPersonalToken(editor, token);
    return text(`Connected as ${round.username}.`);
  },
});
