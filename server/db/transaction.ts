// The transaction types: query helpers take a database handle or a transaction alike, so a
// write can run inside the caller's transaction (audit/audit.ts's `audited` opens one).
import type { Db } from './open.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or a transaction: query helpers take either. */
export type DbOrTx = Db | Tx;
