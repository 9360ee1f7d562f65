// PGlite is a single-process database: two servers on one data folder would corrupt it.
// A lock file holding the owner's pid keeps a second process out; a lock left behind by a
// process that no longer exists is taken over.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DataFolderLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(`The data folder ${dir} is in use by process ${pid}. Stop that server or set ARCANA_DATA_DIR to another folder.`);
  }
}

/** Takes the lock or throws DataFolderLockedError; returns the release function. */
export function lockDataFolder(dir: string): () => void {
  const file = join(dir, 'arcana.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && processIsAlive(owner)) {
        throw new DataFolderLockedError(dir, owner);
      }
      unlinkSync(file); // stale lock from a process that died
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
