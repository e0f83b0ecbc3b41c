import postgres from 'postgres';
import { config } from './config.js';

export const sql = postgres(config.databaseUrl, { max: 10, idle_timeout: 30 });

export interface Term {
  id: string;
  glossaryId: string;
  termKey: string; // e.g. "en-US:checkout.pay_button"
  text: string;
  locale: string;
  status: 'draft' | 'approved' | 'deprecated';
  translations: number;
}

export async function canEdit(userId: string, glossaryId: string): Promise<boolean> {
  const [row] = await sql<{ role: string }[]>`
    select role from glossary_members where glossary_id = ${glossaryId} and user_id = ${userId}`;
  return row?.role === 'editor' || row?.role === 'owner';
}

export async function getTerm(glossaryId: string, id: string): Promise<Term | undefined> {
  const [row] = await sql<Term[]>`
    select t.id, t.glossary_id as "glossaryId", t.term_key as "termKey", t.text, t.locale, t.status,
           (select count(*)::int from translations tr where tr.term_id = t.id) as translations
      from terms t where t.glossary_id = ${glossaryId} and t.id = ${id}`;
  return row;
}

/** Moves the duplicate's translations and comments onto the survivor, then deletes the duplicate. */
export async function mergeTerms(glossaryId: string, survivorId: string, duplicateId: string, by: string) {
  return sql.begin(async (tx) => {
    await tx`update translations set term_id = ${survivorId}
              where term_id = ${duplicateId}
                and locale not in (select locale from translations where term_id = ${survivorId})`;
    await tx`update term_comments set term_id = ${survivorId} where term_id = ${duplicateId}`;
    await tx`insert into term_history (glossary_id, term_id, action, actor, detail)
             values (${glossaryId}, ${survivorId}, 'merge', ${by}, ${sql.json({ merged: duplicateId })})`;
    const deleted = await tx`delete from terms where id = ${duplicateId} and glossary_id = ${glossaryId}`;
    return deleted.count;
  });
}

export async function importRows(
  glossaryId: string,
  rows: Array<{ termKey: string; source: string; target: string; locale: string }>,
  onConflict: 'skip' | 'overwrite',
  by: string,
) {
  return sql.begin(async (tx) => {
    let written = 0;
    for (const r of rows) {
      const res =
        onConflict === 'overwrite'
          ? await tx`insert into terms (glossary_id, term_key, text, locale, status, created_by)
                     values (${glossaryId}, ${r.termKey}, ${r.source}, ${r.locale}, 'draft', ${by})
                     on conflict (glossary_id, term_key) do update set text = excluded.text`
          : await tx`insert into terms (glossary_id, term_key, text, locale, status, created_by)
                     values (${glossaryId}, ${r.termKey}, ${r.source}, ${r.locale}, 'draft', ${by})
                     on conflict do nothing`;
      written += res.count;
    }
    return written;
  });
}

export async function segment(segmentId: string) {
  const [row] = await sql<{ id: string; glossaryId: string; source: string; sourceLocale: string }[]>`
    select id, glossary_id as "glossaryId", source, source_locale as "sourceLocale" from segments where id = ${segmentId}`;
  return row;
}

export async function requiredTerms(glossaryId: string, text: string, locale: string) {
  return sql<{ source: string; target: string }[]>`
    select t.text as source, tr.text as target
      from terms t join translations tr on tr.term_id = t.id and tr.locale = ${locale}
     where t.glossary_id = ${glossaryId} and t.status = 'approved' and position(lower(t.text) in lower(${text})) > 0`;
}

export async function saveSuggestion(segmentId: string, locale: string, text: string, by: string) {
  await sql`insert into suggestions (segment_id, locale, text, suggested_by) values (${segmentId}, ${locale}, ${text}, ${by})`;
}
