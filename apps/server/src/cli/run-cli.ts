/**
 * npm runs a workspace's script in the package's folder (apps/server). A path the user
 * types, and DATA_DIR's default ./data, mean the folder npm was called from, as they do for
 * `make start`: go back there (npm names it in INIT_CWD).
 */
export function useInvocationDir(): void {
  const dir = process.env.INIT_CWD;
  if (dir) process.chdir(dir);
}

/** Runs a CLI's main: its answer is the exit code; an error prints its message and exits 1. */
export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
