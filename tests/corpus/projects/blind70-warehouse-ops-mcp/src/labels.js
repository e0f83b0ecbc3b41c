// Builds ZPL bin and pallet labels and sends them to the label printer.

function escapeZpl(text) {
  return String(text).replace(/[\^~\\]/g, ' ').slice(0, 60);
}

export function binLabel({ warehouse, bin, zone }) {
  return [
    '^XA',
    '^CF0,40',
    `^FO40,40^FD${escapeZpl(warehouse)} / ${escapeZpl(zone)}^FS`,
    '^BY3,2,120',
    `^FO40,110^BCN,120,Y,N,N^FD${escapeZpl(bin)}^FS`,
    '^XZ',
  ].join('\n');
}

export function palletLabel({ sku, name, qty, lot, bestBefore }) {
  return [
    '^XA',
    '^CF0,36',
    `^FO30,30^FD${escapeZpl(name)}^FS`,
    `^FO30,80^FDSKU ${escapeZpl(sku)}  QTY ${Number(qty)}^FS`,
    lot ? `^FO30,125^FDLOT ${escapeZpl(lot)}^FS` : '',
    bestBefore ? `^FO30,170^FDBB ${escapeZpl(bestBefore)}^FS` : '',
    '^BY2,2,100',
    `^FO30,220^BCN,100,Y,N,N^FD${escapeZpl(sku)}-${escapeZpl(lot ?? 'NOLOT')}^FS`,
    '^XZ',
  ]
    .filter(Boolean)
    .join('\n');
}

export async function sendToPrinter(printerUrl, zpl) {
  if (!printerUrl) return { printed: false, zpl };
  const res = await fetch(printerUrl, { method: 'POST', headers: { 'content-type': 'application/vnd.zebra.zpl' }, body: zpl });
  return { printed: res.ok, status: res.status };
}
