// A Vite plugin for the web build: packages/contracts builds its zod schemas at module level
// (`export const xSchema = z.object(...)`), and the web app mostly imports the constants and types
// beside them. A bundler must keep a call it cannot prove harmless, so importing THEMES kept every
// schema of the file and zod itself (~26 KB gzip) in the library and the reader. Each module-level
// call in those files is wrapped in an immediately called arrow marked pure: kept where its value is
// used, dropped (with zod) where it is not (issue 16). Building a schema has no side effects.
import { parseSync, type Plugin } from 'vite';

const CONTRACTS = /\/packages\/contracts\/src\/[^/]+\.ts$/;

interface Span {
  start: number;
  end: number;
}

/** The module-level `const x = f(...)` initialisers of a TypeScript module. */
function callInitialisers(file: string, code: string): Span[] {
  const { program } = parseSync(file, code, { lang: 'ts', sourceType: 'module' });
  const spans: Span[] = [];
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const d of declaration.declarations) if (d.init?.type === 'CallExpression') spans.push({ start: d.init.start, end: d.init.end });
  }
  return spans;
}

export function pureContracts(): Plugin {
  return {
    name: 'storyloom:pure-contracts',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!CONTRACTS.test(id)) return null;
      let out = code;
      // From the end, so earlier positions stay valid.
      for (const { start, end } of callInitialisers(id, code).reverse()) {
        out = `${out.slice(0, start)}/* @__PURE__ */ (() => ${out.slice(start, end)})()${out.slice(end)}`;
      }
      return { code: out, map: null };
    },
  };
}
