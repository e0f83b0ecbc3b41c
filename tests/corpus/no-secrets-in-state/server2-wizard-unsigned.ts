// Models a @modelcontextprotocol/server 2.x SMTP setup wizard (no verify hook) that carries the form answers, password included, in unsigned base64url state.
// @ts-nocheck
import { McpServer, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { testSmtp, saveSmtp } from './mail-settings.js';

const Server = z.object({ host: z.string(), port: z.number(), user: z.string(), password: z.string() });

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function createServer(): McpServer {
  const server = new McpServer({ name: 'mail-admin', version: '1.0.0' }, { capabilities: { tools: {} } });

  server.registerTool('configure_smtp', { description: 'Configure outgoing mail', inputSchema: z.object({ domain: z.string() }) }, async ({ domain }, ctx) => {
    const raw = ctx.mcpReq.requestState<string>();
    if (!raw) {
      return inputRequired({
        inputRequests: { server: inputRequired.elicit({ message: `SMTP server for ${domain}`, requestedSchema: Server }) },
        requestState: encode({ domain, step: 'server' }), // expect: require-sealed-state
      });
    }
    const progress = JSON.parse(Buffer.from(raw, 'base64url').toString()); // expect: require-sealed-state
    if (progress.step === 'server') {
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'server', Server);
      if (!answer) return { content: [{ type: 'text', text: 'Cancelled' }] };
      const result = await testSmtp(answer);
      return inputRequired({
        inputRequests: { confirm: inputRequired.elicit({ message: `Connection ${result.ok ? 'works' : 'failed'}. Save it?`, requestedSchema: z.object({ confirm: z.boolean() }) }) },
        requestState: encode({ // expect: require-sealed-state
          domain,
          step: 'confirm',
          host: answer.host,
          port: answer.port,
          user: answer.user,
          passwd: answer.password, // expect: no-secrets-in-state
          tls: result.tls,
        }),
      });
    }
    if (acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm')?.confirm) {
      await saveSmtp(progress.domain, { host: progress.host, port: progress.port, user: progress.user, password: progress.passwd });
      return { content: [{ type: 'text', text: 'Saved' }] };
    }
    return { content: [{ type: 'text', text: 'Not saved' }] };
  });

  server.registerTool('rotate_dkim', { description: 'Rotate the DKIM key', inputSchema: z.object({ domain: z.string() }) }, async ({ domain }, ctx) => {
    if (!ctx.mcpReq.requestState()) {
      return inputRequired({
        inputRequests: { confirm: inputRequired.elicit({ message: `Rotate DKIM for ${domain}?`, requestedSchema: z.object({ confirm: z.boolean() }) }) },
        requestState: encode({ domain, selector: `s${new Date().getFullYear()}`, secret: process.env.DKIM_SIGNING_SECRET }), // expect: require-sealed-state, no-secrets-in-state
      });
    }
    return { content: [{ type: 'text', text: 'Rotated' }] };
  });
  return server;
}
