export { ClearRangeTool } from './clearRange.js';
export { ShareSpreadsheetTool } from './shareSpreadsheet.js';
