// Tariff schedule lookups and duty estimates for entry lines.
// @ts-nocheck
import { db } from '../db.js';

export interface EntryLine {
  description: string;
  hsCode: string;
  valueUsd: number;
  originCountry: string;
  quantity: number;
}

export async function searchHeadings(text: string, limit = 10) {
  return db('hts_headings')
    .select('hts_code', 'description', 'general_rate_pct', 'unit_of_quantity')
    .whereRaw("search_vector @@ websearch_to_tsquery('english', ?)", [text])
    .orderByRaw("ts_rank(search_vector, websearch_to_tsquery('english', ?)) desc", [text])
    .limit(limit);
}

export async function headingByCode(htsCode: string) {
  return db('hts_headings').where({ hts_code: htsCode }).first();
}

async function rateFor(htsCode: string, originCountry: string): Promise<number> {
  const special = await db('hts_special_rates')
    .where({ hts_code: htsCode, country: originCountry })
    .whereRaw('valid_from <= current_date and (valid_to is null or valid_to >= current_date)')
    .first();
  if (special) return Number(special.rate_pct);
  const heading = await headingByCode(htsCode);
  if (!heading) throw new Error(`Unknown HTS code ${htsCode}`);
  return Number(heading.general_rate_pct);
}

export async function estimateDuties(lines: EntryLine[]) {
  const priced = [];
  for (const line of lines) {
    const ratePct = await rateFor(line.hsCode, line.originCountry);
    priced.push({ ...line, ratePct, dutyUsd: Math.round(line.valueUsd * ratePct) / 100 });
  }
  const totalDutyUsd = priced.reduce((sum, l) => sum + l.dutyUsd, 0);
  const mpfUsd = Math.min(Math.max(priced.reduce((s, l) => s + l.valueUsd, 0) * 0.003464, 32.71), 634.62);
  return { lines: priced, totalDutyUsd, mpfUsd: Math.round(mpfUsd * 100) / 100 };
}

export async function importerById(importerId: string, brokerId: string) {
  return db('importers').where({ id: importerId, broker_id: brokerId }).first();
}
