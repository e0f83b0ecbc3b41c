import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { completePortalLogin, PortalLoginError, startPortalLogin } from '../county.js';
import { savePortalSession } from '../db.js';
import { roundCodec, type PermitRound } from '../state/codec.js';
import { callerOf, refuse, say } from './shared.js';

const TOOL = 'link_county_portal';

interface PortalLogin {
  username: string;
  password: string;
}

export function registerLinkPortal(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      title: 'Link your Greer County ePermits account',
      description: 'Sign in to the county contractor portal once so permit desk can file on your behalf.',
    },
    async (ctx) => {
      const caller = callerOf(ctx);
      const state = ctx.mcpReq.requestState<PermitRound>();

      if (state === undefined) {
        const login = acceptedContent<PortalLogin>(ctx.mcpReq.inputResponses, 'login');
        if (!login) {
          if (ctx.mcpReq.inputResponses?.login) return say('Portal link cancelled.');
          return inputRequired({
            inputRequests: {
              login: inputRequired.elicit({
                message: 'Sign in to Greer County ePermits',
                requestedSchema: {
                  type: 'object',
                  properties: { username: { type: 'string' }, password: { type: 'string', format: 'password' } },
                  required: ['username', 'password'],
                },
              }),
            },
          });
        }

        try {
          const { mfaTicket, phoneHint } = await startPortalLogin(login.username, login.password);
          return inputRequired({
            inputRequests: {
              code: inputRequired.elicit({
                message: `Enter the 6-digit code ePermits sent to ${phoneHint}`,
                requestedSchema: { type: 'object', properties: { code: { type: 'string', pattern: '^[0-9]{6}$' } }, required: ['code'] },
              }),
            },
            requestState: await roundCodec.mint(
              {
                tool: TOOL,
                step: 'mfa',
                username: login.username,
                password: login.password, // expect: no-secrets-in-state
                mfaTicket,
              },
              ctx,
            ),
          });
        } catch (err) {
          if (err instanceof PortalLoginError) return refuse(err.message);
          throw err;
        }
      }

      if (state.tool !== TOOL) return refuse('state mismatch');
      const answer = acceptedContent<{ code: string }>(ctx.mcpReq.inputResponses, 'code');
      if (!answer) return say('Portal link cancelled.');
      try {
        const session = await completePortalLogin({
          username: state.username,
          password: state.password,
          mfaTicket: state.mfaTicket,
          code: answer.code,
        });
        await savePortalSession(caller.userId, session);
        return say(`Linked ePermits account ${state.username}.`);
      } catch (err) {
        if (err instanceof PortalLoginError) return refuse(err.message);
        throw err;
      }
    },
  );
}
