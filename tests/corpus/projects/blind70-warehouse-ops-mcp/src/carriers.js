// Carrier quote normalisation and service-level helpers.

export function serviceRank(level) {
  switch (level) {
    case 'same_day':
      return 0;
    case 'next_day':
      return 1;
    case 'express':
      return 2;
    case 'standard':
      return 3;
    case 'economy':
      return 4;
    case 'freight':
      return 5;
    default:
      return 9;
  }
}

export function carrierName(code) {
  switch (code) {
    case 'dhl':
      return 'DHL Parcel';
    case 'postnl':
      return 'PostNL';
    case 'dpd':
      return 'DPD';
    case 'ups':
      return 'UPS';
    case 'gls':
      return 'GLS';
    default:
      return code.toUpperCase();
  }
}

export function normaliseQuote(raw) {
  return {
    id: String(raw.quote_id),
    carrier: raw.carrier,
    carrierName: carrierName(raw.carrier),
    service: raw.service_level,
    priceCents: Math.round(Number(raw.price) * 100),
    currency: raw.currency ?? 'EUR',
    transitDays: raw.transit_days ?? null,
    validUntil: raw.valid_until,
  };
}

export function rankQuotes(quotes) {
  return [...quotes].sort((a, b) => a.priceCents - b.priceCents || serviceRank(a.service) - serviceRank(b.service));
}

export function quoteTitle(q) {
  const price = (q.priceCents / 100).toFixed(2);
  const days = q.transitDays === null ? '' : `, ${q.transitDays}d`;
  return `${q.carrierName} ${q.service} ${q.currency} ${price}${days}`;
}
