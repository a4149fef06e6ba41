// node-postgres runs a statement with a name as a prepared statement: parsed once per
// connection, its plan cached by PostgreSQL. Drizzle names only what it is told to prepare; this
// pool gives every statement a name derived from its text, so each connection parses a
// statement once and the server plans it at most a few times (its plan cache then picks a
// generic plan), which is CPU the database server spends on every page otherwise.
import { createHash } from "node:crypto";
import type pg from "pg";

/** Statements with more parameters than this are rare and vary (long `in (…)` lists): unnamed. */
const MAX_NAMED_PARAMETERS = 64;
/** Distinct texts remembered; past it the names are computed afresh (they stay the same). */
const MAX_REMEMBERED = 5_000;

export function statementName(text: string): string {
  return `s_${createHash("sha1").update(text).digest("base64url").slice(0, 20)}`;
}

export function withNamedStatements(pool: pg.Pool): pg.Pool {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name) {
      if (names.size >= MAX_REMEMBERED) names.clear();
      name = statementName(text);
      names.set(text, name);
    }
    return name;
  };
  const query = (config: unknown, values?: unknown[]) => {
    const named =
      config &&
      typeof config === "object" &&
      "text" in config &&
      typeof config.text === "string" &&
      !("name" in config && config.name) &&
      // Without parameters a statement goes by the simple protocol, which also runs scripts of
      // several statements (migrations); a named one could not.
      values !== undefined &&
      values.length > 0 &&
      values.length <= MAX_NAMED_PARAMETERS
        ? { ...config, name: nameOf(config.text) }
        : config;
    return (pool.query as (...args: unknown[]) => unknown)(named, values);
  };
  return new Proxy(pool, {
    get(target, property, receiver) {
      if (property === "query") return query;
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
