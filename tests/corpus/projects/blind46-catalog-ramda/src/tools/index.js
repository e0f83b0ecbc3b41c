import * as R from 'ramda';
import { toolError } from '../results.js';
import { deleteProductTool } from './deleteProduct.js';
import { importFeedTool } from './importFeed.js';

const tools = [deleteProductTool, importFeedTool];
const byName = R.indexBy(R.prop('name'), tools);

export const definitions = R.map(R.omit(['run']), tools);

const known = R.pipe(R.prop('name'), R.has(R.__, byName));

const run = (extra) => (params) =>
  byName[params.name].run(
    { args: params.arguments ?? {}, requestState: params.requestState, inputResponses: params.inputResponses },
    extra,
  );

// dispatch(params, extra): one tools/call, routed by name.
export const dispatch = (params, extra) =>
  R.cond([
    [known, run(extra)],
    [R.T, (p) => Promise.resolve(toolError(`Unknown tool ${p.name}`))],
  ])(params);
