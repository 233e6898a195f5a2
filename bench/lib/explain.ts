// EXPLAIN ANALYZE of captured queries, reduced to what shows index use: each scan node and its index.
import type { Database } from '../../server/src/db/client.ts';

/** Queries of the admin's own tables (the session lookups of sign-in are not what is measured). */
const MEASURED = /"?(app_users|stories|contact_messages|generation_failures|admin_audit_log)"?/;

export async function explainScans(database: Database, queries: { sql: string; params: unknown[] }[]): Promise<string> {
  const lines: string[] = [];
  for (const q of queries) {
    if (!/^\s*select/i.test(q.sql) || !MEASURED.test(q.sql) || /identity_sessions/.test(q.sql)) continue;
    const { rows } = await database.sql.executeSql(`explain (analyze, costs off, timing off, summary on) ${q.sql}`, q.params);
    const plan = (rows as Record<string, string>[]).map((r) => Object.values(r)[0] ?? '');
    const scans = plan.filter((l) => /Scan|Execution Time/.test(l)).map((l) => l.trim().replace(/^->\s*/, '').replace(/\s*\(actual.*\)$/, ''));
    const table = q.sql.match(/from "?(\w+)"?/i)?.[1] ?? '?';
    lines.push(`  [${table}] ${scans.join(' | ')}`);
  }
  return lines.join('\n');
}
