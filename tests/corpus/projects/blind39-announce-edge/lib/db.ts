import { neon } from '@neondatabase/serverless';

const sql = neon(process.env.DATABASE_URL!);

export interface Segment {
  id: string;
  name: string;
  subscriberCount: number;
}

export interface SubscriberList {
  id: string;
  name: string;
  subscriberCount: number;
}

export async function segmentsOf(orgId: string): Promise<Segment[]> {
  return (await sql`
    SELECT id, name, subscriber_count AS "subscriberCount"
    FROM segments WHERE org_id = ${orgId} ORDER BY name`) as Segment[];
}

export async function listOf(orgId: string, listId: string): Promise<SubscriberList | null> {
  const rows = (await sql`
    SELECT id, name, subscriber_count AS "subscriberCount"
    FROM subscriber_lists WHERE org_id = ${orgId} AND id = ${listId} AND deleted_at IS NULL`) as SubscriberList[];
  return rows[0] ?? null;
}

export async function softDeleteList(orgId: string, listId: string, by: string): Promise<void> {
  await sql`UPDATE subscriber_lists SET deleted_at = now(), deleted_by = ${by} WHERE org_id = ${orgId} AND id = ${listId}`;
}

export async function saveDraft(orgId: string, by: string, draft: { segmentId: string; subject: string; body: string }) {
  const rows = await sql`
    INSERT INTO drafts (org_id, author, segment_id, subject, body)
    VALUES (${orgId}, ${by}, ${draft.segmentId}, ${draft.subject}, ${draft.body})
    RETURNING id`;
  return rows[0].id as string;
}
