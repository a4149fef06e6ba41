// For the operator commands' tests: runs `scripts/<name>.ts` as `npm run` would, a separate process
// on the database `env` names, and answers its exit code and output.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const root = path.resolve(import.meta.dirname, "..");

export interface CommandRun {
  code: number;
  stdout: string;
  stderr: string;
}

export async function runOperatorCommand(
  name: string,
  args: string[],
  env: Record<string, string>,
): Promise<CommandRun> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", `scripts/${name}.ts`, ...args],
      { cwd: root, env: { ...process.env, ...env, LOG_LEVEL: "error" } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as CommandRun;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
