// Models jsonwebtoken used both as MCP requestState and as a web session: both payloads are readable by the client, and some carry credentials.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import jwt from 'jsonwebtoken';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { smtp, users } from './services.js';

const STATE_SECRET = process.env.STATE_JWT_SECRET!;
const SESSION_SECRET = process.env.SESSION_JWT_SECRET!;

export function register(server: McpServer) {
  server.registerTool(
    'send_email',
    { description: 'Send an email from your mailbox', inputSchema: { to: z.string().email(), subject: z.string() } },
    async ({ to, subject }, extra) => {
      const sub = extra.authInfo?.extra?.userId as string;
      const mailbox = await users.mailbox(sub);
      const requestState = jwt.sign(
        {
          sub,
          tool: 'send_email',
          to,
          subject,
          smtpPassword: mailbox.smtpPassword, // expect: no-secrets-in-state
          smtpUser: mailbox.smtpUser,
          tokenType: 'Bearer',
        },
        STATE_SECRET,
        { expiresIn: '10m' },
      );
      return {
        resultType: 'input_required',
        inputRequests: { body: { method: 'elicitation/create', params: { mode: 'form', message: 'Write the message', requestedSchema: { type: 'object', properties: { body: { type: 'string' } } } } } },
        requestState,
      };
    },
  );
}

export async function login(req: Request, res: Response) {
  const user = await users.authenticate(req.body.email, req.body.password);
  if (!user) return res.status(401).end();
  const github = await users.linkedAccount(user.id, 'github');
  const session = jwt.sign(
    {
      sub: user.id,
      name: user.name,
      ghToken: github?.accessToken, // expect: no-secrets-in-state
      avatar: github?.avatarUrl,
    },
    SESSION_SECRET,
    { expiresIn: '12h' },
  );
  res.cookie('session', session, { httpOnly: true, secure: true });
  res.json({ ok: true });
}

export async function smtpCheck(req: Request, res: Response) {
  const { sub } = jwt.verify(req.cookies.session, SESSION_SECRET) as { sub: string };
  const mailbox = await users.mailbox(sub);
  const ok = await smtp.verify({ host: mailbox.host, user: mailbox.smtpUser, password: mailbox.smtpPassword });
  res.json({ ok, maxTokens: 0 });
}
