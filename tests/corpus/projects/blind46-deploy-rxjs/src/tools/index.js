import { defer, of } from 'rxjs';
import { failure } from '../rx.js';
import { deployTool } from './deploy.js';
import { tailLogsTool } from './tailLogs.js';

export const tools = [deployTool, tailLogsTool];

const byName = new Map(tools.map((tool) => [tool.name, tool]));

export const definitions = () => tools.map(({ run, ...definition }) => definition);

// dispatch(params, extra): Observable of the CallToolResult for one tools/call.
export const dispatch = ({ name, arguments: args = {}, requestState, inputResponses }, extra) => {
  const tool = byName.get(name);
  return tool ? defer(() => tool.run({ args, requestState, inputResponses }, extra)) : of(failure(`Unknown tool ${name}`));
};
