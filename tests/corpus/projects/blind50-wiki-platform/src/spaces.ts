import pg from 'pg';
import { settings } from './settings.js';

export const db = new pg.Pool({ connectionString: settings.databaseUrl, max: 10 });

export interface Space {
  key: string;
  name: string;
  ownerId: string;
  pageCount: number;
}

export async function spaceFor(key: string, userId: string): Promise<Space | undefined> {
  const { rows } = await db.query(
    `select s.key, s.name, s.owner_id as "ownerId", count(p.id)::int as "pageCount"
       from spaces s left join pages p on p.space_key = s.key and p.deleted_at is null
       join space_members m on m.space_key = s.key and m.user_id = $2
      where s.key = $1 and s.deleted_at is null
      group by s.key`,
    [key, userId],
  );
  return rows[0];
}

export async function softDeleteSpace(key: string, actor: string) {
  await db.query('update spaces set deleted_at = now(), deleted_by = $2 where key = $1', [key, actor]);
}

export async function pageBatch(spaceKey: string, after: { updatedAt: string; id: string } | undefined, limit: number) {
  const { rows } = await db.query(
    `select id, title, body, updated_at as "updatedAt" from pages
      where space_key = $1 and deleted_at is null
        and ($2::timestamptz is null or (updated_at, id) < ($2::timestamptz, $3::uuid))
      order by updated_at desc, id desc limit $4`,
    [spaceKey, after?.updatedAt ?? null, after?.id ?? null, limit],
  );
  return rows as Array<{ id: string; title: string; body: string; updatedAt: Date }>;
}

// OAuth connections to Atlassian. Tokens stay in this table; workers and tools look them up by user.
export async function confluenceConnection(userId: string) {
  const { rows } = await db.query(
    `select cloud_id as "cloudId", access_token as "accessToken" from oauth_connections
      where user_id = $1 and provider = 'atlassian' and revoked_at is null`,
    [userId],
  );
  return rows[0] as { cloudId: string; accessToken: string } | undefined;
}

export async function listConfluenceSpaces(cloudId: string, accessToken: string) {
  const res = await fetch(`https://api.atlassian.com/ex/confluence/${cloudId}/wiki/api/v2/spaces?limit=50`, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`confluence: ${res.status}`);
  const body = (await res.json()) as { results: Array<{ key: string; name: string }> };
  return body.results.map(({ key, name }) => ({ key, name }));
}
