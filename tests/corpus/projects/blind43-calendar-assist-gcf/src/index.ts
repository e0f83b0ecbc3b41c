import * as ff from '@google-cloud/functions-framework';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { authenticate } from './auth.js';
import { buildServer } from './server.js';
import { stateCodec } from './state/codec.js';
import { handleCalendarPush } from './webhook.js';

type Mcp = ReturnType<typeof createMcpHandler>;
let mcp: Promise<Mcp> | undefined;
const mcpHandler = (): Promise<Mcp> => (mcp ??= stateCodec().then((codec) => createMcpHandler(() => buildServer(codec))));

ff.http('mcp', async (req, res) => {
  const authInfo = await authenticate(req.get('authorization'));
  if (!authInfo) {
    res.status(401).set('WWW-Authenticate', 'Bearer realm="calendar-assist"').json({ error: 'invalid_token' });
    return;
  }

  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  const request = new Request(new URL(req.originalUrl, `https://${req.get('host')}`), {
    method: req.method,
    headers,
    body: req.method === 'POST' ? req.rawBody : undefined,
  });

  const response = await (await mcpHandler()).fetch(request, { authInfo });
  res.status(response.status);
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.send(Buffer.from(await response.arrayBuffer()));
});

ff.http('calendarHook', handleCalendarPush);
