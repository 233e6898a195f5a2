// The moderator backed by a moderation model (POST {baseURL}/moderations, OpenAI's format), called with
// plain fetch. The built-in lists run first: they catch what a moderation model does not look for
// (prompt injection, phone numbers and addresses, words unfit for a young child rather than for an
// adult). When the service cannot be reached the built-in verdict stands, so a failing service never
// lets a check pass unexamined nor blocks every story.
import type { ModerationVerdict, Moderator } from '../types.ts';
import { moderateText } from '../offline/moderator/moderate-text.ts';
import type { ServiceConfig } from './service-config.ts';

export const DEFAULT_MODERATION_MODEL = 'omni-moderation-latest';
const TIMEOUT_MS = 15_000;

// OpenAI's 'flagged' is tuned for adults; for a child's story some categories count from a lower score.
// Plain 'violence' is left to 'flagged': a dragon chasing a knight scores some violence.
const CHILD_THRESHOLDS: Record<string, number> = {
  sexual: 0.1,
  'sexual/minors': 0.02,
  'self-harm': 0.2,
  'self-harm/intent': 0.1,
  'self-harm/instructions': 0.1,
  'violence/graphic': 0.3,
  hate: 0.3,
  'hate/threatening': 0.2,
  'harassment/threatening': 0.3,
};

/** OpenAI category -> our reason (the offline moderator's vocabulary). First listed wins. */
const REASONS: readonly (readonly [string, string])[] = [
  ['self-harm', 'self-harm'],
  ['sexual', 'adult'],
  ['hate', 'hate'],
  ['harassment', 'hate'],
  ['violence', 'violence'],
  ['illicit', 'drugs'],
];

interface ModerationResult {
  flagged?: boolean;
  categories?: Record<string, boolean | null>;
  category_scores?: Record<string, number | null>;
}

function verdictOf(result: ModerationResult): ModerationVerdict {
  const hits = new Set<string>();
  for (const [category, hit] of Object.entries(result.categories ?? {})) if (hit === true) hits.add(category);
  for (const [category, score] of Object.entries(result.category_scores ?? {})) {
    const threshold = CHILD_THRESHOLDS[category];
    if (threshold !== undefined && typeof score === 'number' && score >= threshold) hits.add(category);
  }
  if (hits.size === 0 && result.flagged !== true) return { ok: true };
  for (const [prefix, reason] of REASONS) {
    if ([...hits].some((category) => category === prefix || category.startsWith(`${prefix}/`))) return { ok: false, reason };
  }
  return { ok: false, reason: 'unsafe' };
}

async function askService(cfg: ServiceConfig, text: string): Promise<ModerationVerdict> {
  const response = await fetch(`${cfg.baseURL.replace(/\/+$/, '')}/moderations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${cfg.apiKey}` },
    body: JSON.stringify({ model: cfg.moderationModel ?? DEFAULT_MODERATION_MODEL, input: text }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`moderation service answered ${response.status}`);
  const body = (await response.json()) as { results?: ModerationResult[] };
  const results = body.results ?? [];
  if (results.length === 0) throw new Error('moderation service answered without results');
  for (const result of results) {
    const verdict = verdictOf(result);
    if (!verdict.ok) return verdict;
  }
  return { ok: true };
}

export function createServiceModerator(cfg: ServiceConfig): Moderator {
  return {
    async check(text, opts) {
      const offline = moderateText(text, opts);
      if (!offline.ok || text.trim() === '') return offline;
      try {
        return await askService(cfg, text);
      } catch {
        return offline;
      }
    },
  };
}
