export const reply = (text) => ({ content: [{ type: 'text', text }] });

export const refuse = (reason) => ({
  isError: true,
  content: [{ type: 'text', text: `Not done: ${reason}. Run the tool again to get a fresh confirmation.` }],
});
