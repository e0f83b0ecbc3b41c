var z = require('zod/v4');
var { inputRequired, acceptedContent } = require('@modelcontextprotocol/server');
var { codec } = require('./state');
var invoices = require('./invoices');
var { fmtMoney, isoDay, text, fail } = require('./misc');
var { uploadCsv } = require('./sftp');

function who(ctx) {
  var a = ctx.http && ctx.http.authInfo;
  return (a && a.extra && a.extra.userId) || 'unknown';
}

function line(inv) {
  return inv.id + '  ' + inv.supplier + '  ' + fmtMoney(inv.amount, inv.currency) + '  due ' + inv.due + '  [' + inv.status + ']';
}

function confirmBox(message) {
  return inputRequired.elicit({
    message: message,
    requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title: 'Confirm' } }, required: ['confirm'] },
  });
}

function register(server) {
  server.registerTool(
    'list_invoices',
    {
      description: 'List supplier invoices, optionally by status',
      inputSchema: z.object({ status: z.enum(['open', 'approved', 'paid', 'void']).optional() }),
      annotations: { readOnlyHint: true },
    },
    async (args) => {
      var rows = invoices.list({ status: args.status });
      return text(rows.length ? rows.map(line).join('\n') : 'no invoices');
    },
  );

  server.registerTool(
    'approve_invoice',
    {
      description: 'Approve an invoice for payment',
      inputSchema: z.object({ invoiceId: z.string() }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      var inv = invoices.get(args.invoiceId);
      if (!inv) return fail('No invoice ' + args.invoiceId);
      if (inv.status !== 'open') return fail(inv.id + ' is ' + inv.status + ', nothing to approve');

      var st = ctx.mcpReq.requestState();
      if (!st) {
        return inputRequired({
          inputRequests: { confirm: confirmBox('Approve ' + line(inv) + ' for payment?') },
          requestState: await codec.mint({ tool: 'approve_invoice', step: 'confirm', invoiceId: inv.id, amount: inv.amount }, ctx),
        });
      }

      if (st.tool !== 'approve_invoice' || st.invoiceId !== args.invoiceId) return fail('This confirmation was for something else.');
      if (st.amount !== inv.amount) return fail('The amount changed since you looked at it, please check again.');
      var ok = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!ok || !ok.confirm) return text('Not approved.');

      var after = invoices.approve(inv.id, who(ctx));
      return text(after.status === 'approved' ? inv.id + ' approved.' : inv.id + ' needs one more approval.');
    },
  );

  server.registerTool(
    'void_invoice',
    {
      description: 'Void an invoice (cannot be undone)',
      inputSchema: z.object({ invoiceId: z.string(), reason: z.string() }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      var st = ctx.mcpReq.requestState();
      if (!st) {
        var inv = invoices.get(args.invoiceId);
        if (!inv) return fail('No invoice ' + args.invoiceId);
        return inputRequired({
          inputRequests: { confirm: confirmBox('Void ' + line(inv) + '? Reason: ' + args.reason) },
          requestState: await codec.mint({ tool: 'void_invoice', invoiceId: inv.id, reason: args.reason }, ctx),
        });
      }
      if (st.tool !== 'void_invoice' || st.invoiceId !== args.invoiceId || st.reason !== args.reason) {
        return fail('This confirmation was for something else.');
      }
      var ok = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!ok || !ok.confirm) return text('Left as it was.');
      invoices.voidInvoice(st.invoiceId, who(ctx), st.reason);
      return text(st.invoiceId + ' voided.');
    },
  );

  // three rounds: date range -> where to put it -> are you sure
  server.registerTool(
    'export_invoices',
    {
      description: 'Export invoices as CSV to an SFTP drop box',
      inputSchema: z.object({ status: z.enum(['open', 'approved', 'paid']).optional() }),
    },
    async (args, ctx) => {
      var st = ctx.mcpReq.requestState();
      if (st && st.tool !== 'export_invoices') return fail('State from another tool, start again.');
      var step = st ? st.step : 'start';

      switch (step) {
        case 'start':
          return inputRequired({
            inputRequests: {
              range: inputRequired.elicit({
                message: 'Which due dates should go in the export?',
                requestedSchema: {
                  type: 'object',
                  properties: { from: { type: 'string', format: 'date' }, to: { type: 'string', format: 'date' } },
                  required: ['from', 'to'],
                },
              }),
            },
            requestState: await codec.mint({ tool: 'export_invoices', step: 'range' }, ctx),
          });

        case 'range': {
          var range = acceptedContent(ctx.mcpReq.inputResponses, 'range');
          if (!range) return text('Export cancelled.');
          var rows = invoices.list({ status: args.status, from: isoDay(range.from), to: isoDay(range.to) });
          if (!rows.length) return text('Nothing due between ' + range.from + ' and ' + range.to + '.');
          return inputRequired({
            inputRequests: {
              sftp: inputRequired.elicit({
                message: rows.length + ' invoices. Which SFTP drop box should get the CSV?',
                requestedSchema: {
                  type: 'object',
                  properties: {
                    host: { type: 'string' },
                    username: { type: 'string' },
                    password: { type: 'string', title: 'SFTP password' },
                  },
                  required: ['host', 'username', 'password'],
                },
              }),
            },
            requestState: await codec.mint({ tool: 'export_invoices', step: 'sftp', from: isoDay(range.from), to: isoDay(range.to), count: rows.length }, ctx),
          });
        }

        case 'sftp': {
          var creds = acceptedContent(ctx.mcpReq.inputResponses, 'sftp');
          if (!creds) return text('Export cancelled.');
          // one more yes before files leave the building; keep the login for the upload round
          var next = {
            tool: 'export_invoices',
            step: 'upload',
            from: st.from,
            to: st.to,
            sftp: {
              host: creds.host,
              username: creds.username,
              password: creds.password, // expect: no-secrets-in-state
            },
          };
          return inputRequired({
            inputRequests: { confirm: confirmBox('Upload ' + st.count + ' invoices to ' + creds.username + '@' + creds.host + ':/inbound ?') },
            requestState: await codec.mint(next, ctx),
          });
        }

        case 'upload': {
          var yes = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
          if (!yes || !yes.confirm) return text('Export cancelled.');
          var list = invoices.list({ status: args.status, from: st.from, to: st.to });
          var file = await uploadCsv(st.sftp, list);
          return text('Uploaded ' + list.length + ' invoices to ' + st.sftp.host + ':' + file);
        }

        default:
          return fail('Unknown step ' + step);
      }
    },
  );
}

module.exports = { register };
