// The line an operator reads when a command fails (the environment's refusal: operator-command.test.ts).
import { describe, expect, it } from "vitest";
import { failureMessage } from "./command-failure";

describe("failureMessage", () => {
  it("passes on other errors whole, stack and all", () => {
    const error = new Error("connection refused");
    expect(failureMessage(error)).toBe(error);
    // Node's ERR_… codes and a query PostgreSQL refuses (SQLSTATE 42703) are bugs too.
    const misuse = Object.assign(new TypeError("bad argument"), { code: "ERR_INVALID_ARG_TYPE" });
    expect(failureMessage(misuse)).toBe(misuse);
    const query = Object.assign(new Error('column "x" does not exist'), { code: "42703" });
    expect(failureMessage(query)).toBe(query);
  });

  it("says a system error in its message alone: a missing folder, a server that cannot be reached", () => {
    const system = (message: string, code: string) => Object.assign(new Error(message), { code });
    expect(
      failureMessage(
        system("ENOENT: no such file or directory, open '/tmp/nodir/out.txt'", "ENOENT"),
      ),
    ).toBe("ENOENT: no such file or directory, open '/tmp/nodir/out.txt'");
    expect(failureMessage(system("getaddrinfo ENOTFOUND db.invalid", "ENOTFOUND"))).toBe(
      "getaddrinfo ENOTFOUND db.invalid",
    );
    // Wrapped (a failed query's cause), and as Node says a name with several addresses refused.
    const refused = system("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED");
    expect(failureMessage(new Error("Failed query: select 1", { cause: refused }))).toBe(
      "connect ECONNREFUSED 127.0.0.1:5432",
    );
    const both = Object.assign(
      new AggregateError([system("connect ECONNREFUSED ::1:5432", "ECONNREFUSED"), refused], ""),
      { code: "ECONNREFUSED" },
    );
    expect(failureMessage(both)).toBe(
      "connect ECONNREFUSED ::1:5432; connect ECONNREFUSED 127.0.0.1:5432",
    );
    // PostgreSQL refusing the login is the operator's to fix, not a bug.
    expect(failureMessage(system('password authentication failed for user "x"', "28P01"))).toBe(
      'password authentication failed for user "x"',
    );
  });
});
