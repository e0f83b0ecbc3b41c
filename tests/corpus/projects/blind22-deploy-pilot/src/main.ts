import { createServer, type IncomingMessage } from 'node:http';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { buildContainer } from './bootstrap.js';
import { Tokens } from './container.js';
import type { PlatformService } from './services/PlatformService.js';
import type { CallContext, Tool } from './tools/Tool.js';

const TOOL_MODULES = ['DeployTool', 'RollbackTool', 'DeleteEnvironmentTool'] as const;

const container = buildContainer();
const tools = new Map<string, Tool>();
for (const file of TOOL_MODULES) {
  const { default: ToolClass } = (await import(`./tools/${file}.js`)) as { default: new (c: typeof container) => Tool };
  const tool = new ToolClass(container);
  tools.set(tool.name, tool);
}

type MrtrParams = {
  name: string;
  arguments?: Record<string, unknown>;
  requestState?: string;
  inputResponses?: CallContext['inputResponses'];
};

function createMcpServer(): Server {
  const server = new Server({ name: 'deploy-pilot', version: '2.1.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [...tools.values()].map((t) => t.definition) }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const params = request.params as MrtrParams;
    const tool = tools.get(params.name);
    const userId = extra.authInfo?.extra?.userId;
    if (!tool) return { isError: true, content: [{ type: 'text', text: `No tool named ${params.name}` }] };
    if (typeof userId !== 'string') return { isError: true, content: [{ type: 'text', text: 'Not signed in.' }] };
    const result = await tool.run(params.arguments ?? {}, {
      userId,
      requestState: params.requestState,
      inputResponses: params.inputResponses,
    });
    return result as never;
  });

  return server;
}

const platform = container.resolve<PlatformService>(Tokens.Platform);

createServer(async (req, res) => {
  if (req.url !== '/mcp') {
    res.writeHead(404).end();
    return;
  }
  const authInfo = await platform.authenticate(req.headers.authorization);
  if (!authInfo) {
    res.writeHead(401, { 'www-authenticate': 'Bearer realm="deploy-pilot"' }).end();
    return;
  }
  (req as IncomingMessage & { auth?: AuthInfo }).auth = authInfo;

  const server = createMcpServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res);
}).listen(Number(process.env.PORT ?? 3030), () => console.log('deploy-pilot MCP server ready'));
