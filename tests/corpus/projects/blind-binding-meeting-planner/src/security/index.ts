// Models the app's security barrel: re-exports the state sealing helpers under flow-oriented names.
// @ts-nocheck
export { sealState as sealFlow, openState as openFlow } from 'eslint-plugin-mcp-state/seal';

export function currentUser(ctx): string {
  const id = ctx.http?.authInfo?.extra?.userId;
  if (!id) throw new Error('meeting-planner requires an authenticated user');
  return id;
}
