import type { Db } from "./client.ts";

const AFTER_COMMIT = Symbol("afterCommit");
const ON_ROLLBACK = Symbol("onRollback");

type Task = () => unknown;

/**
 * A transaction opened by `inTransaction`: a `Db` like any other for the repositories, which can also hold work
 * to do once it has committed (real-time pushes). Code that must not run before the commit takes a `Tx` rather
 * than a `Db`, so the compiler refuses a plain database or a transaction opened another way (ADR 013).
 */
export type Tx = Db & { readonly [AFTER_COMMIT]: Task[]; readonly [ON_ROLLBACK]: Task[] };

interface Log {
  error(obj: object, msg: string): void;
}

/**
 * Runs `work` in a transaction; after it commits, runs the tasks registered with `afterCommit`, in order, and
 * only then returns. When `work` throws (or the commit fails), the transaction rolls back, the tasks are dropped
 * and those registered with `onRollback` run before the error is rethrown. A failing after-commit task is
 * logged and does not fail the caller: the change itself is committed.
 */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>, log?: Log): Promise<T> {
  const tasks: Task[] = [];
  const undo: Task[] = [];
  let result: T;
  try {
    result = await db.transaction((tx) =>
      work(Object.assign(tx, { [AFTER_COMMIT]: tasks, [ON_ROLLBACK]: undo }) as Tx),
    );
  } catch (error) {
    // Outside changes the rolled-back work made (files set aside) are put back, newest first.
    for (const task of undo.reverse()) {
      try {
        await task();
      } catch (undoError) {
        if (log) log.error({ err: undoError }, "rollback task failed");
        else console.error("rollback task failed", undoError);
      }
    }
    throw error;
  }
  for (const task of tasks) {
    try {
      await task();
    } catch (error) {
      if (log) log.error({ err: error }, "after-commit task failed");
      else console.error("after-commit task failed", error);
    }
  }
  return result;
}

/** Runs `task` if `tx` rolls back (never once it has committed), before the error reaches the caller. */
export function onRollback(tx: Tx, task: Task): void {
  tx[ON_ROLLBACK].push(task);
}

/** Runs `task` once `tx` has committed (never if it rolls back). */
export function afterCommit(tx: Tx, task: Task): void {
  tx[AFTER_COMMIT].push(task);
}
