import type { Caller } from '../middleware/auth.js';
import { rollbackRelease, rollbackTool } from './rollback.js';
import { scaleService, scaleTool } from './scale.js';
import type { CallParams } from './results.js';

export const listTools = () => [rollbackTool, scaleTool];

export async function callTool(params: CallParams, caller: Caller) {
  switch (params.name) {
    case rollbackTool.name:
      return rollbackRelease(params, caller);
    case scaleTool.name:
      return scaleService(params, caller);
    default:
      return undefined;
  }
}
