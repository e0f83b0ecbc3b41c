// Models an MCP SDK 1.x server that carries a GitHub OAuth access token in plain JSON requestState between rounds.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { exchangeCode, listRepos } from './github-oauth.js';

export const server = new Server({ name: 'github-bridge', version: '0.5.0' }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
  const { name, requestState, inputResponses } = request.params;
  if (name !== 'list_private_repos') return { isError: true, content: [{ type: 'text', text: 'Unknown tool' }] };

  if (!requestState) {
    return {
      resultType: 'input_required',
      inputRequests: {
        github_login: { method: 'elicitation/create', params: { mode: 'url', message: 'Sign in to GitHub', url: 'https://github.com/login/oauth/authorize?client_id=Iv1.8a61f9b3a7aba766' } },
      },
      requestState: JSON.stringify({ step: 'login', clientId: extra.authInfo?.clientId }), // expect: require-sealed-state
    };
  }

  const previous = JSON.parse(requestState); // expect: require-sealed-state
  if (previous.step === 'login') {
    const grant = await exchangeCode(inputResponses?.github_login?.content?.code);
    return {
      resultType: 'input_required',
      inputRequests: {
        org: { method: 'elicitation/create', params: { mode: 'form', message: 'Which organisation?', requestedSchema: { type: 'object', properties: { org: { type: 'string' } } } } },
      },
      requestState: JSON.stringify({ // expect: require-sealed-state
        step: 'org',
        accessToken: grant.access_token, // expect: no-secrets-in-state
        tokenType: grant.token_type,
        scope: grant.scope,
        expiresIn: grant.expires_in,
      }),
    };
  }

  const repos = await listRepos(previous.accessToken, inputResponses?.org?.content?.org);
  return { content: [{ type: 'text', text: repos.map((repo) => repo.full_name).join('\n') }] };
});
