/**
 * npm runs a workspace's script in the package's folder (apps/server). A path the user
 * types, and DATA_DIR's default ./data, mean the folder npm was called from, as they do for
 * `make start`: go back there (npm names it in INIT_CWD).
 */
export function useInvocationDir(): void {
  const dir = process.env.INIT_CWD;
  if (dir) process.chdir(dir);
}
