// An SDK 2.x multi round-trip tool whose state codec lives in ./lib/progress.ts (imported as ./lib/progress.js).
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { encodeProgress, type Progress } from './lib/progress.js';

const server = new McpServer({ name: 'wizard', version: '1.0.0' });

server.registerTool('pick_regions', { inputSchema: z.object({ project: z.string() }) }, async ({ project }, ctx) => {
  const progress: Progress = { step: 1, picked: [] };
  return {
    resultType: 'input_required',
    inputRequests: { region: { method: 'elicitation/create', params: { message: `Region for ${project}?` } } },
    requestState: encodeProgress(progress), // expect: require-sealed-state
  };
});

export default server;
