import { createHash, randomBytes } from 'node:crypto';
import { fingerprint } from '../audit-hub.js';

const TOOL = 'connect_github';
const ALLOWED_SCOPES = ['repo', 'read:org', 'read:user', 'workflow'];

const fail = (text) => ({ isError: true, content: [{ type: 'text', text }] });

/**
 * Connects the caller's GitHub account. Round 1 returns the authorize URL (PKCE) and asks for the
 * code GitHub shows on our redirect page; round 2 exchanges it. The PKCE verifier has to survive
 * between the rounds and the client must not learn it, so it travels in a SecretBox (AES-GCM),
 * not in the signed envelope.
 */
export const connectGithub = {
  definition: {
    name: TOOL,
    description: 'Connect your GitHub account to the gateway.',
    inputSchema: {
      type: 'object',
      properties: { scopes: { type: 'array', items: { type: 'string', enum: ALLOWED_SCOPES } } },
    },
    annotations: { openWorldHint: true },
  },

  async call({ args, caller, requestState, inputResponses }, { box, github, grants, audit }) {
    if (requestState === undefined) {
      const scopes = [...new Set(args.scopes?.length ? args.scopes : ['read:user'])].sort();
      const codeVerifier = randomBytes(32).toString('base64url');
      const challenge = createHash('sha256').update(codeVerifier).digest('base64url');
      const pending = box.seal({ codeVerifier, scopes }, { userId: caller.userId, tool: TOOL });
      audit.publish('state.issued', { tool: TOOL, userId: caller.userId, state: fingerprint(pending) });
      return {
        resultType: 'input_required',
        inputRequests: {
          code: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Open ${github.authorizeUrl({ challenge, scopes })} , approve the access, then paste the code shown on the page.`,
              requestedSchema: {
                type: 'object',
                properties: { code: { type: 'string', title: 'Code from GitHub', minLength: 8 } },
                required: ['code'],
              },
            },
          },
        },
        requestState: pending,
      };
    }

    const opened = box.open(requestState, { userId: caller.userId, tool: TOOL });
    if (!opened.ok) {
      audit.publish('state.refused', { tool: TOOL, userId: caller.userId, reason: opened.reason });
      return fail('This connection attempt expired or is not valid. Ask me to connect GitHub again.');
    }
    const answer = inputResponses?.code;
    if (answer?.action !== 'accept' || typeof answer.content?.code !== 'string') {
      return { content: [{ type: 'text', text: 'GitHub was not connected.' }] };
    }

    const grant = await github.exchangeCode({ code: answer.content.code.trim(), codeVerifier: opened.state.codeVerifier });
    const grantId = await grants.save(caller.userId, 'github', grant);
    audit.publish('grant.connected', { tool: TOOL, userId: caller.userId, grantId, scope: grant.scope });
    return { content: [{ type: 'text', text: `GitHub connected with scopes: ${grant.scope || '(none)'}.` }] };
  },
};
