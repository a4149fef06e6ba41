import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statementName, withNamedStatements } from "./pg-named-statements";

const serverUrl = process.env.TEST_DATABASE_URL;
let pool: pg.Pool;

// The naming is what node-postgres does with a PostgreSQL server; PGlite has its own path.
describe.skipIf(!serverUrl)("statements on a PostgreSQL server", () => {
  beforeAll(() => {
    // One connection, so that what it has prepared can be read back on it.
    pool = withNamedStatements(new pg.Pool({ connectionString: serverUrl, max: 1 }));
  });
  afterAll(async () => {
    await pool?.end();
  });

  const prepared = async () =>
    (await pool.query<{ name: string }>("select name from pg_prepared_statements")).rows.map(
      (row) => row.name,
    );

  it("are prepared once per connection under a name taken from their text", async () => {
    const text = "select $1::int + 1 as n";
    expect((await pool.query({ text }, [41])).rows).toEqual([{ n: 42 }]);
    expect((await pool.query({ text }, [1])).rows).toEqual([{ n: 2 }]);
    expect(await prepared()).toContain(statementName(text));
  });

  it("leave statements without parameters, scripts among them, to the simple protocol", async () => {
    await pool.query({ text: "create temporary table t (n int); insert into t values (1)" }, []);
    expect((await pool.query("select count(*)::int as n from t")).rows).toEqual([{ n: 1 }]);
    expect(await prepared()).not.toContain(statementName("select count(*)::int as n from t"));
  });

  it("keep transactions working on a checked-out client", async () => {
    const client = await pool.connect();
    try {
      await client.query("begin");
      expect((await client.query({ text: "select $1::text as s" }, ["da"])).rows).toEqual([
        { s: "da" },
      ]);
      await client.query("commit");
    } finally {
      client.release();
    }
  });
});
