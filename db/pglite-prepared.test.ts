import { PGlite, types } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PREPARED_TEXT, preparedStatementClient } from "./pglite-prepared";

let pg: PGlite;
let client: ReturnType<typeof preparedStatementClient>;

beforeAll(async () => {
  pg = await PGlite.create();
  client = preparedStatementClient(pg, 3);
  await pg.exec(`create table shelf (id int primary key, title text, added date,
    tags text[], price numeric(8,2), meta jsonb, at timestamptz)`);
});
afterAll(async () => {
  await pg.close();
});

const preparedNames = async () =>
  (
    await pg.query<{ name: string }>("select name from pg_prepared_statements order by name")
  ).rows.map((row) => row.name);

describe("statements of the embedded database", () => {
  it("answer as PGlite's own query() does, with every type the schema uses", async () => {
    const insert = `insert into shelf values ($1, $2, $3, $4, $5, $6, $7) returning id`;
    const row = [
      1,
      "Moara cu noroc",
      "2026-11-25",
      ["clasic", "nuvelă"],
      "49.99",
      { a: [1] },
      new Date(0),
    ];
    expect((await client.query(insert, row)).rows).toEqual([{ id: 1 }]);
    const select = "select * from shelf where id = $1";
    for (const rowMode of ["object", "array"] as const) {
      const ours = await client.query(select, [1], { rowMode });
      const theirs = await pg.query(select, [1], { rowMode });
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
    }
    expect(
      (await client.query("update shelf set title = $1 where id = $2", ["Mara", 1])).affectedRows,
    ).toBe(1);
  });

  it("are prepared once, by name, and reused", async () => {
    await client.query("select title from shelf where id = $1", [1]);
    const before = await preparedNames();
    await client.query("select title from shelf where id = $1", [2]);
    expect(await preparedNames()).toEqual(before);
    expect(before.some((name) => name.startsWith("coperta_"))).toBe(true);
  });

  it("stay within their bound: statements pushed out are closed", async () => {
    for (let i = 0; i < 6; i++) await client.query(`select $1::int + ${i} as n`, [i]);
    await client.query("select 1 where $1::int = 1", [1]);
    expect(
      (await preparedNames()).filter((name) => name.startsWith("coperta_")).length,
    ).toBeLessThanOrEqual(3);
  });

  it("report errors and leave the database usable", async () => {
    await expect(client.query("select nonsense from", [])).rejects.toThrow(/syntax error/);
    await expect(client.query("select $1::int", ["nu e număr"])).rejects.toThrow(/invalid input/);
    expect((await client.query<{ n: number }>("select $1::int as n", [7])).rows).toEqual([
      { n: 7 },
    ]);
  });

  it("never run inside another caller's transaction", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = client.transaction(async (tx) => {
      await tx.query("update shelf set title = 'în tranzacție' where id = 1");
      await held;
      await tx.query("update shelf set title = 'Mara' where id = 1");
    });
    const seen = client.query<{ title: string }>("select title from shelf where id = $1", [1]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await transaction;
    expect((await seen).rows[0]?.title).toBe("Mara");
  });

  it("parse with a query's own parsers over PGlite's, array types added later included", async () => {
    // As Drizzle passes them: dates and timestamps as text, one object per statement.
    const asText = (value: string) => value;
    const parsers = { [types.DATE]: asText, [types.TIMESTAMPTZ]: asText };
    const select = "select added, at, tags, price from shelf where id = $1";
    const [added, at, tags, price] = (
      await client.query<unknown[]>(select, [1], { rowMode: "array", parsers })
    ).rows[0] as unknown[];
    expect(added).toBe("2026-11-25");
    expect(typeof at).toBe("string");
    expect(tags).toEqual(["clasic", "nuvelă"]);
    expect(price).toBe("49.99");
    // Without them, PGlite's own: a Date.
    expect((await client.query<{ added: Date }>(select, [1])).rows[0]?.added).toBeInstanceOf(Date);

    // A type created after the first query: PGlite learns its array type, and so do these parsers.
    await pg.exec("create type mood as enum ('vesel', 'trist')");
    await pg.refreshArrayTypes();
    const moods = await client.query<{ moods: string[] }>(
      "select array['vesel', 'trist']::mood[] as moods where $1::int = 1",
      [1],
      { parsers },
    );
    expect(moods.rows[0]?.moods).toEqual(["vesel", "trist"]);
  });

  it("prepare the statements of a transaction too, which commits or rolls back whole", async () => {
    const insert = "insert into shelf (id, title) values ($1, $2) /* in a transaction */";
    await client.transaction(async (tx) => {
      await tx.query(insert, [10, "Ion"]);
      await tx.query(insert, [11, "Enigma Otiliei"]);
    });
    const titles = "select title from shelf where id in (10, 11, 12) order by id";
    expect((await client.query<{ title: string }>(titles)).rows.map((r) => r.title)).toEqual([
      "Ion",
      "Enigma Otiliei",
    ]);
    const prepared = await pg.query<{ statement: string }>(
      "select statement from pg_prepared_statements where name like 'coperta_%'",
    );
    expect(prepared.rows.some((row) => row.statement === insert)).toBe(true);

    await expect(
      client.transaction(async (tx) => {
        await tx.query(insert, [12, "Baltagul"]);
        throw new Error("renunț");
      }),
    ).rejects.toThrow("renunț");
    await expect(
      client.transaction(async (tx) => {
        await tx.query(insert, [12, "Baltagul"]);
        await tx.query(insert, [12, "același id"]);
      }),
    ).rejects.toThrow(/duplicate key/);
    expect((await client.query(titles)).rows).toHaveLength(2);

    await client.transaction(async (tx) => {
      await tx.query(insert, [12, "Baltagul"]);
      await tx.rollback();
      await expect(tx.query(insert, [13, "după"])).rejects.toThrow(/closed/);
    });
    expect((await client.query(titles)).rows).toHaveLength(2);
  });

  it("run long one-off texts unprepared, in a transaction or not, keeping none of them", async () => {
    const bulk = (from: number) =>
      `insert into shelf (id, title) values ${Array.from(
        { length: 400 },
        (_, i) => `(${from + i}, '${"Amintiri din copilărie ".repeat(2)}${i}')`,
      ).join(",")}`;
    expect(bulk(1000).length).toBeGreaterThan(MAX_PREPARED_TEXT);
    expect((await client.query(bulk(1000))).affectedRows).toBe(400);
    await client.transaction(async (tx) => {
      expect((await tx.query(bulk(2000))).affectedRows).toBe(400);
    });
    await expect(
      client.transaction(async (tx) => {
        await tx.query(bulk(3000));
        await tx.query(bulk(3000));
      }),
    ).rejects.toThrow(/duplicate key/);
    const counted = await client.query<{ n: number }>(
      "select count(*)::int as n from shelf where id >= $1",
      [1000],
    );
    expect(counted.rows[0]?.n).toBe(800);
    const kept = await pg.query<{ statement: string }>(
      "select statement from pg_prepared_statements",
    );
    expect(kept.rows.length).toBeGreaterThan(0);
    expect(kept.rows.filter((row) => row.statement.length > MAX_PREPARED_TEXT)).toEqual([]);
  });
});
