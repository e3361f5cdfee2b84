// A payment that waits on a person's approval: a run of cairn-durable (durable/README.md).
// getInvoice and pay are answered from examples/approval-tools.json; approve by hand.
(async () => {
  const invoice = await tools.getInvoice({ id: 42 });
  console.log(`invoice ${invoice.id}: ${invoice.amount} ${invoice.currency}`);
  const decision = await tools.approve({ invoice: invoice.id, amount: invoice.amount });
  if (!decision.ok) return { paid: false, reason: decision.reason ?? "refused" };
  const receipt = await tools.pay({ invoice: invoice.id, amount: invoice.amount });
  console.log(`paid: ${receipt.ref}`);
  return { paid: true, receipt: receipt.ref };
})()
