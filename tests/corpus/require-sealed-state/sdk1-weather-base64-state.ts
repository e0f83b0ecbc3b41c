// Models the spec's get_weather example on MCP SDK 1.x: requestState is base64 JSON, exactly the value the spec shows, read back with JSON.parse.
// @ts-nocheck
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { fetchForecast } from './forecast.js';

interface WeatherState {
  location: string;
  units?: 'metric' | 'imperial';
}

const server = new Server({ name: 'weather', version: '0.3.0' }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: 'get_weather',
      description: 'Current weather for a place; asks for units the first time',
      inputSchema: { type: 'object', properties: { location: { type: 'string' } }, required: ['location'] },
    },
  ],
}));

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  if (request.params.name !== 'get_weather') {
    return { isError: true, content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }] };
  }
  const { location } = request.params.arguments as { location: string };
  const params = request.params as { requestState?: string; inputResponses?: Record<string, any> };

  if (!params.requestState) {
    const state: WeatherState = { location };
    return {
      resultType: 'input_required',
      inputRequests: {
        units: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: 'Which units do you prefer?',
            requestedSchema: {
              type: 'object',
              properties: { units: { type: 'string', enum: ['metric', 'imperial'] } },
              required: ['units'],
            },
          },
        },
      },
      requestState: Buffer.from(JSON.stringify(state)).toString('base64'), // expect: require-sealed-state
    };
  }

  const saved: WeatherState = JSON.parse(Buffer.from(params.requestState, 'base64').toString('utf8')); // expect: require-sealed-state
  const answer = params.inputResponses?.units;
  const units = answer?.action === 'accept' ? answer.content.units : 'metric';
  const forecast = await fetchForecast(saved.location, units);
  return {
    resultType: 'complete',
    content: [{ type: 'text', text: `${saved.location}: ${forecast.temperature}° ${forecast.summary}` }],
  };
});

await server.connect(new StdioServerTransport());
