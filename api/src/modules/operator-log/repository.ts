import type { Db } from '../../db/db';

export interface OperatorActionRow {
  operator: string;
  action: string;
  subject: string;
  detail: string;
  created_at: Date;
}

export async function insertOperatorAction(db: Db, row: Omit<OperatorActionRow, 'created_at'>): Promise<void> {
  await db.query('insert into operator_action (operator, action, subject, detail) values ($1, $2, $3, $4)', [
    row.operator,
    row.action,
    row.subject,
    row.detail,
  ]);
}

export function listOperatorActions(db: Db, limit: number): Promise<OperatorActionRow[]> {
  return db.query<OperatorActionRow>(
    'select operator, action, subject, detail, created_at from operator_action order by id desc limit $1',
    [limit],
  );
}
