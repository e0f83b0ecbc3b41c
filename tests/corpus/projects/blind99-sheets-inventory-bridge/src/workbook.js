// Spreadsheet helpers: read stock workbooks with ExcelJS, validate their rows and render inventory pages as CSV.
const { createHash } = require('node:crypto');
const ExcelJS = require('exceljs');
const { stringify } = require('csv-stringify/sync');

const EXPORT_COLUMNS = ['sku', 'name', 'quantity', 'bin', 'reorder_point', 'updated_at'];
const SKU = /^[A-Z0-9][A-Z0-9-]{2,31}$/;

function cellValue(cell) {
  const value = cell.value;
  if (value && typeof value === 'object') {
    if ('result' in value) return value.result;
    if ('text' in value) return value.text;
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
  }
  return value;
}

async function readStockWorkbook(buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer);
  const sheet = workbook.getWorksheet('Stock') || workbook.worksheets[0];
  if (!sheet) throw new Error('The workbook has no worksheets');

  const header = sheet.getRow(1).values.slice(1).map((v) => String(v || '').trim().toLowerCase());
  const column = Object.fromEntries(header.map((name, i) => [name, i + 1]));
  for (const required of ['sku', 'quantity']) {
    if (!column[required]) throw new Error(`The Stock sheet has no "${required}" column`);
  }

  const rows = [];
  const problems = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const sku = String(cellValue(row.getCell(column.sku)) || '').trim().toUpperCase();
    const quantity = Number(cellValue(row.getCell(column.quantity)));
    if (!SKU.test(sku)) return void problems.push({ row: rowNumber, field: 'sku' });
    if (!Number.isInteger(quantity) || quantity < 0) return void problems.push({ row: rowNumber, field: 'quantity' });
    rows.push({
      sku,
      quantity,
      bin: column.bin ? String(cellValue(row.getCell(column.bin)) || '').trim() || null : null,
      reorderPoint: column.reorder_point ? Number(cellValue(row.getCell(column.reorder_point))) || null : null,
    });
  });
  return { rows, problems };
}

function sha256Hex(buffer) {
  return createHash('sha256').update(buffer).digest('hex');
}

function toCsv(items, withHeader) {
  return stringify(
    items.map((item) => [item.sku, item.name, item.quantity, item.bin, item.reorderPoint, item.updatedAt]),
    { header: withHeader, columns: EXPORT_COLUMNS },
  );
}

module.exports = { readStockWorkbook, sha256Hex, toCsv };
