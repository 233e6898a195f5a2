// The storyteller's content files under a folder, for the tests that read every telling as written.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every .yaml file under dir, at any depth. */
export function yamlFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    if (statSync(path).isDirectory()) return yamlFilesUnder(path);
    return f.endsWith('.yaml') ? [path] : [];
  });
}
