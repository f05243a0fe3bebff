/**
 * The non-test TypeScript sources below a folder, for the guards that scan the code (`no-hand-typed-permissions`,
 * `no-hand-typed-labels`): `.ts` / `.tsx` files, not `*.test.*` / `*.spec.*`, not inside a folder named in `skip`.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every source file below `dir` (absolute paths), skipping folders named in `skip` (`node_modules` always);
 * none when `dir` does not exist.
 */
export function sourceFiles(dir: string, skip: readonly string[] = []): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || skip.includes(name) ? [] : sourceFiles(path, skip);
    return /\.(ts|tsx)$/.test(name) && !/\.(test|spec)\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}
