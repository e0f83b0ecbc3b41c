// Tools of an Express project tracker (SDK 1.x McpServer): the state is a signToken() from ../lib/tokens.js, bound by what each call passes.
import { z } from 'zod';
import { signToken, verifyToken } from '../lib/tokens.js';

export function registerTools(server, mailer) {
  server.registerTool('archive_project', { inputSchema: { projectId: z.string() } }, async ({ projectId }, extra) => {
    const userId = extra.authInfo?.extra?.userId;
    const claims = extra._meta?.requestState ? verifyToken(extra._meta.requestState) : null;
    if (!claims || claims.userId !== userId || claims.tool !== 'archive_project') {
      return {
        resultType: 'input_required',
        inputRequests: { confirm: { method: 'elicitation/create', params: { message: `Archive ${projectId}?`, requestedSchema: {} } } },
        requestState: signToken({ userId, tool: 'archive_project', projectId }),
      };
    }
    return { content: [{ type: 'text', text: `Archived ${claims.projectId}` }] };
  });

  server.registerTool('transfer_project', { inputSchema: { projectId: z.string(), to: z.string() } }, async ({ projectId, to }, extra) => {
    const userId = extra.authInfo?.extra?.userId;
    return {
      resultType: 'input_required',
      inputRequests: { confirm: { method: 'elicitation/create', params: { message: `Give ${projectId} to ${to}?`, requestedSchema: {} } } },
      requestState: signToken({ userId, step: 'confirm', projectId, to }), // expect: require-state-binding
    };
  });

  server.registerTool('export_csv', { inputSchema: { table: z.string() } }, async ({ table }) => {
    const token = signToken({ tool: 'export_csv', table }, 600); // expect: require-state-binding
    return {
      resultType: 'input_required',
      inputRequests: { format: { method: 'elicitation/create', params: { message: 'Which columns?', requestedSchema: {} } } },
      requestState: token,
    };
  });

  server.registerTool('invite_member', { inputSchema: { email: z.string() } }, async ({ email }) => {
    // an e-mail verification link, not a requestState
    const link = `https://tracker.example/verify?t=${signToken({ email }, 86_400)}`;
    await mailer.send(email, link);
    return { content: [{ type: 'text', text: `Invited ${email}` }] };
  });
}
