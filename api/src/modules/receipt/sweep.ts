import type { Db } from '../../db/db';
import { recordOperatorAction } from '../operator-log';
import { namedStorageKeys } from './repository';
import { RECEIPT_KEY_PREFIX, type ReceiptStorage, type StoredFile } from './storage';

export interface ReceiptSweep {
  /** Files younger than this may belong to an upload still being recorded; they are left alone. */
  olderThanMinutes: number;
  operator: string;
  /** Lists what would go, removes nothing, records nothing. */
  dryRun: boolean;
}

export interface SweepResult {
  /** Files of the store under receipts/ that no receipt names and are old enough to go. */
  orphans: StoredFile[];
  /** Every file the store holds under receipts/. */
  listed: number;
}

/** How many keys one query asks about. */
const PAGE = 500;

/**
 * Removes the receipt files no receipt names (docs/product/purchase-proof.md, Files): left by an API
 * that stopped between writing a file and recording its receipt (decision 133), or a local write cut
 * short (`*.partial`). Called by the CLI (receipts:sweep) today; records who swept.
 */
export function createReceiptSweepService(db: Db, storage: ReceiptStorage) {
  async function findOrphans(olderThanMinutes: number, now: Date): Promise<SweepResult> {
    const cutoff = now.getTime() - olderThanMinutes * 60_000;
    const orphans: StoredFile[] = [];
    let listed = 0;
    let page: StoredFile[] = [];
    const check = async () => {
      const named = await namedStorageKeys(
        db,
        page.map((file) => file.key),
      );
      orphans.push(...page.filter((file) => !named.has(file.key)));
      page = [];
    };
    for await (const file of storage.list(RECEIPT_KEY_PREFIX)) {
      listed += 1;
      if (file.modifiedAt.getTime() > cutoff) continue;
      page.push(file);
      if (page.length === PAGE) await check();
    }
    if (page.length > 0) await check();
    return { orphans, listed };
  }

  return {
    async sweep(request: ReceiptSweep, now = new Date()): Promise<SweepResult> {
      const result = await findOrphans(request.olderThanMinutes, now);
      if (request.dryRun) return result;
      let removed = 0;
      try {
        for (const file of result.orphans) {
          await storage.remove(file.key);
          removed += 1;
        }
      } finally {
        const bytes = result.orphans.slice(0, removed).reduce((sum, file) => sum + file.sizeBytes, 0);
        await recordOperatorAction(db, {
          operator: request.operator,
          action: 'receipts:sweep',
          subject: RECEIPT_KEY_PREFIX,
          detail:
            `removed ${removed} of ${result.orphans.length} files no receipt names (${bytes} bytes), ` +
            `older than ${request.olderThanMinutes} minutes`,
        });
      }
      return result;
    },
  };
}
