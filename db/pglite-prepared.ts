// The embedded database's statements as named prepared statements. PGlite's own query() parses,
// plans and describes every statement anew in six calls into WebAssembly; here a statement is
// parsed once, and each execution is one call that binds, executes and syncs. PostgreSQL then
// reuses the plan (its plan cache picks a generic plan after a few runs, as for any prepared
// statement). Measured on the product page's statement: 1.1–2.2 ms → 0.2–0.3 ms.
//
// Drizzle gets this object as its client. Transactions are PGlite's own (its Transaction object:
// BEGIN, COMMIT, ROLLBACK), their statements taking the same prepared path; the mutexes are
// PGlite's, so queries and transactions never interleave.
import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from "@electric-sql/pglite";
import { LRUCache } from "lru-cache";

/** The PGlite methods Drizzle's driver calls. */
export type PgliteClient = Pick<PGlite, "query" | "transaction" | "exec">;

interface Statement {
  name: string;
  /** Parameter type oids, as PostgreSQL inferred them. */
  paramTypes: number[];
}

/** PGlite internals used here: public in JavaScript, marked internal by their underscore. */
interface PgliteInternals {
  waitReady: Promise<void>;
  serializers: Record<number, (value: unknown) => string>;
  parsers: Record<number, (value: string, typeId?: number) => unknown>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

const { serialize } = protocol;
const { parseDescribeStatementResults, parseResults } = parse as unknown as {
  parseDescribeStatementResults(messages: unknown[]): number[];
  parseResults(
    messages: unknown[],
    parsers: PgliteInternals["parsers"],
    options?: QueryOptions,
  ): Results[];
};

/** What parseResults reads of the options besides the parsers (given to it already merged). */
const ROW_MODES = { array: { rowMode: "array" }, object: { rowMode: "object" } } as const;
const rowModeOnly = (options?: QueryOptions): QueryOptions =>
  options?.rowMode === "array" ? ROW_MODES.array : ROW_MODES.object;

/** Statements kept prepared; texts that vary (an `in (…)` of n ids) make more than the code has. */
export const MAX_PREPARED_STATEMENTS = 500;

/**
 * Longer texts run as PGlite's own unnamed statements, kept neither here nor in the database: they
 * are one-offs (the seed's bulk INSERTs of 250,000 characters), and 500 of them kept prepared
 * held their parse trees in the WebAssembly heap until it ran out (the 100,000-book seed died).
 */
export const MAX_PREPARED_TEXT = 16_384;

export function preparedStatementClient(
  pg: PGlite,
  maxStatements = MAX_PREPARED_STATEMENTS,
): PgliteClient {
  const internals = pg as unknown as PgliteInternals;
  let counter = 0;
  /** Names of statements pushed out of the cache, closed with the next message. */
  const toClose: string[] = [];
  const statements = new LRUCache<string, Statement>({
    max: maxStatements,
    dispose: (statement) => toClose.push(statement.name),
  });

  const closing = () => toClose.splice(0).map((name) => serialize.close({ type: "S", name }));

  async function prepare(text: string, options?: QueryOptions): Promise<Statement> {
    const name = `coperta_${++counter}`;
    const { messages } = await pg.execProtocol(
      Buffer.concat([
        ...closing(),
        serialize.parse({ name, text, types: options?.paramTypes }),
        serialize.describe({ type: "S", name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parseDescribeStatementResults(messages) };
    statements.set(text, statement);
    return statement;
  }

  /**
   * A query's own parsers on top of PGlite's. PGlite merges them into its 300-odd defaults on every
   * call, a copy of 60 µs (measured; 2 µs without) on every statement, since Drizzle passes
   * parsers with each. Here once per parsers object (Drizzle's live as long as their statement),
   * as a layer over PGlite's, so the array types it adds later still resolve.
   */
  const layered = new WeakMap<object, { base: object; parsers: PgliteInternals["parsers"] }>();
  function parsersFor(options?: QueryOptions): PgliteInternals["parsers"] {
    const own = options?.parsers;
    if (!own) return internals.parsers;
    let entry = layered.get(own);
    if (entry?.base !== internals.parsers) {
      entry = {
        base: internals.parsers,
        parsers: Object.assign(Object.create(internals.parsers), own),
      };
      layered.set(own, entry);
    }
    return entry.parsers;
  }

  /** One execution; inside a transaction without a file sync, as PGlite runs its own statements. */
  async function run<T>(
    text: string,
    params: unknown[],
    options?: QueryOptions,
    inTransaction = false,
  ) {
    const statement = statements.get(text) ?? (await prepare(text, options));
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const type = statement.paramTypes[i] ?? 0;
      const serializer = options?.serializers?.[type] ?? internals.serializers[type];
      return serializer ? serializer(param) : String(param);
    });
    const { messages } = await pg.execProtocol(
      Buffer.concat([
        ...closing(),
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: "P" }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: !inTransaction },
    );
    return parseResults(messages, parsersFor(options), rowModeOnly(options))[0] as Results<T>;
  }

  /**
   * PGlite's transaction, its statements taking the prepared path too (a checkout's dozens of
   * statements each parsed and planned anew otherwise). Its other methods stay PGlite's.
   */
  function preparedTransaction(tx: Transaction): Transaction {
    const prepared = Object.create(tx) as Transaction;
    prepared.query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
      if (text.length > MAX_PREPARED_TEXT) return tx.query<T>(text, params, options);
      if (tx.closed) throw new Error("Transaction is closed");
      // Inside the transaction's own hold: one statement at a time, as its query() does.
      return internals._runExclusiveQuery(() => run<T>(text, params, options, true));
    };
    return prepared;
  }

  return {
    async query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
      if (text.length > MAX_PREPARED_TEXT) return pg.query<T>(text, params, options);
      await internals.waitReady;
      // As PGlite's query(): never inside another caller's transaction, one statement at a time.
      return internals._runExclusiveTransaction(() =>
        internals._runExclusiveQuery(async () => {
          try {
            return await run<T>(text, params, options);
          } catch (error) {
            // A statement whose plan a schema change invalidated is prepared again, once.
            if (!/cached plan must not change result type/.test(String(error))) throw error;
            statements.delete(text);
            return run<T>(text, params, options);
          }
        }),
      );
    },
    transaction: (callback) => pg.transaction((tx) => callback(preparedTransaction(tx))),
    exec: (text, options) => pg.exec(text, options),
  } as PgliteClient;
}
