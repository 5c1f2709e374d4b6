/**
 * A payment is recorded before the gateway is asked (docs/decisions.md, 117): `SENT` marks an attempt
 * whose answer is not recorded yet. A charge the gateway made can then never be left without a row
 * naming it, even if the process stops between the gateway's answer and the commit; an operator settles
 * such an attempt with `orders:payment`, which records who settled it.
 */
export const sql = `
alter table reward_payment drop constraint reward_payment_status_check;
alter table reward_payment add constraint reward_payment_status_check
  check (status in ('SENT', 'SUCCESS', 'PENDING', 'FAILED'));
alter table reward_payment add column settled_by text;
`;
