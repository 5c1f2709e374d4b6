import type { Db } from '../../db/db';
import { type OperatorActionRow, insertOperatorAction, listOperatorActions } from './repository';

export type { OperatorActionRow };

/** One operator action, as its service records it: `action` names the command (`notify`, `codes:import`). */
export interface OperatorAction {
  operator: string;
  action: string;
  /** What it acted on: a member's e-mail, a slug, a file. */
  subject: string;
  detail?: string;
}

/** Records who did what; call it with the transaction of the change, so neither exists without the other. */
export const recordOperatorAction = (tx: Db, action: OperatorAction): Promise<void> =>
  insertOperatorAction(tx, { ...action, detail: action.detail ?? '' });

/** The latest operator actions, newest first (CLI operators:log). */
export const recentOperatorActions = (db: Db, limit: number): Promise<OperatorActionRow[]> =>
  listOperatorActions(db, limit);
