// Server-side store for staged bulk imports; the client only ever holds an opaque random handle.
// @ts-nocheck
import { randomBytes } from 'node:crypto';

const HANDLE_BYTES = 32;
const TTL = '10 minutes';

export const makePending = (sql) => ({
  stage: async ({ userId, tool, argsHash, payload }) => {
    const handle = randomBytes(HANDLE_BYTES).toString('base64url');
    await sql`insert into staged_changes (handle, user_id, tool, args_hash, payload, expires_at)
      values (${handle}, ${userId}, ${tool}, ${argsHash}, ${sql.json(payload)}, now() + ${TTL}::interval)`;
    return handle;
  },
  claim: async ({ handle, userId, tool, argsHash }) => {
    const [row] = await sql`delete from staged_changes
      where handle = ${handle} and user_id = ${userId} and tool = ${tool} and args_hash = ${argsHash} and expires_at > now()
      returning payload`;
    return row?.payload ?? null;
  },
  sweep: () => sql`delete from staged_changes where expires_at <= now()`,
});
