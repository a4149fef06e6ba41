// Independent reads a function needs together. On the pool they run at once, each on its own
// connection; inside a transaction there is one connection, and node-postgres deprecates (pg@9
// refuses) a query sent while another is running on it, so there they run one after another.
import { PgTransaction } from "drizzle-orm/pg-core";

type Results<F extends readonly (() => unknown)[]> = {
  -readonly [K in keyof F]: F[K] extends () => infer R ? Awaited<R> : never;
};

/** `db`: the database or transaction the tasks query. */
export async function independentQueries<F extends readonly (() => unknown)[]>(
  db: object,
  tasks: readonly [...F],
): Promise<Results<F>> {
  if (!(db instanceof PgTransaction)) {
    return (await Promise.all(tasks.map((task) => task()))) as Results<F>;
  }
  const results: unknown[] = [];
  for (const task of tasks) results.push(await task());
  return results as Results<F>;
}
