import statements from './statements.js';
import voidInvoice from './void-invoice.js';

export default [statements, voidInvoice];
