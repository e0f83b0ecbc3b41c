// Berth classification and fee arithmetic shared by the quoting tools.
// @ts-nocheck

export const TIER_DISCOUNT: Record<string, number> = {
  standard: 0,
  resident: 0.15,
  partner: 0.3,
};

export function berthClassFor(loaMetres: number): string {
  if (loaMetres <= 12) return 'pontoon-s';
  if (loaMetres <= 24) return 'pontoon-l';
  if (loaMetres <= 60) return 'quay-coastal';
  return 'quay-deep';
}

export function totalCents(tariff: { nightly_cents: number; per_metre_cents: number }, loa: number, nights: number, tier: string) {
  const gross = nights * (tariff.nightly_cents + Math.ceil(loa) * tariff.per_metre_cents);
  const discount = TIER_DISCOUNT[tier] ?? 0;
  return Math.round(gross * (1 - discount));
}

export function formatMoney(cents: number, currency: string) {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(cents / 100);
}
