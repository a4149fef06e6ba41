// The operator commands' arguments (`npm run stock`, `price`, `voucher`): node's parseArgs, strict
// and with positionals, its refusal turned into the message the command prints.
import { type ParseArgsConfig, parseArgs } from "node:util";

type Options = NonNullable<ParseArgsConfig["options"]>;

/** What parseArgs answers for `options`: each option's value (string or boolean) and the rest. */
export type CommandArgs<O extends Options> = ReturnType<
  typeof parseArgs<{ args: string[]; options: O; allowPositionals: true; strict: true }>
>;

export function readCommandArgs<const O extends Options>(
  argv: string[],
  options: O,
): ({ ok: true } & CommandArgs<O>) | { ok: false; message: string } {
  try {
    const parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
    return { ok: true, ...parsed };
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
}
