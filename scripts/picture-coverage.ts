// How much of a book's own cast and things the pictures show (issue 10 'Pictures of the page'): over the
// request grid (story-lint/request-grid.ts) and every parent idea once (ideaGrid), the share of books
// whose key object (the plan's goal, else its tool) is drawn on a page, the share of owner, rival and helper
// roles with a figure (or their pet drawing) on a page, and the nouns with no drawing, most frequent first.
// Run: npx tsx scripts/picture-coverage.ts [every=20] [--missing]
import { tellStory } from '../server/src/ai/offline/storyteller/index.ts';
import { ideaGrid, requestGrid } from '../server/src/ai/offline/story-lint/request-grid.ts';
import { petOf, thingOf } from '../server/src/ai/offline/storyteller/compose/scene-for-chapter.ts';
import { sceneCues } from '../server/src/ai/offline/storyteller/compose/scene-cues.ts';

// Goals that are not things to hold or see on the ground: a fear of the dark, a storm, a voice, a place.
const NOT_A_THING = /^(?:the )?(?:dark|night|deep water|water|sea|waves?|storm|thunder|wind|rain|snow|sun|big sky|sky|voice|fire|noise|school|washing|vegetables|race|noir|nuit|eau|mer|vagues?|orage|tonnerre|vent|pluie|neige|soleil|ciel|voix|feu|bruit|école|piscine|légumes|big slide|grand toboggan|swimming pool)$/i;

const every = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 20);
const showMissing = process.argv.includes('--missing');
const count = (m: Map<string, number>, k: string): void => { m.set(k, (m.get(k) ?? 0) + 1); };
const pct = (n: number, d: number): string => `${d === 0 ? '-' : ((100 * n) / d).toFixed(1)} % (${n}/${d})`;

function measure(label: string, requests: ReturnType<typeof requestGrid>): void {
  let books = 0; let withKey = 0; let keyHasProp = 0; let keyDrawn = 0; let things = 0; let thingsDrawn = 0;
  const roles = new Map<string, [number, number]>();
  const noProp = new Map<string, number>();
  const noFigure = new Map<string, number>();
  for (const req of requests) {
    const { plan, book } = tellStory(req);
    books++;
    const key = plan.objects.find((o) => o.role === 'goal') ?? plan.objects.find((o) => o.role === 'tool');
    // A goal that is not a thing (the dark, a race) is not an object to draw: only things count.
    if (key) {
      withKey++;
      const prop = thingOf(key, sceneCues(plan.lang));
      const thing = !NOT_A_THING.test(key.noun);
      if (thing) things++;
      if (prop) keyHasProp++;
      else count(noProp, `${plan.lang} ${key.noun}${thing ? '' : ' (not a thing)'}`);
      if (prop && book.chapters.some(({ brief }) => brief.props.some((p) => p.prop === prop))) {
        keyDrawn++;
        if (thing) thingsDrawn++;
      }
    }
    // Only the members the story brings onto a page (a short book may never meet its helper).
    const onPage = (role: string, from: number): boolean => plan.chapters.some((c) => c.index >= from && c.events.some((e) => e.present.includes(role as never)));
    for (const member of plan.cast.filter((c) => (c.role === 'owner' || c.role === 'rival' || c.role === 'helper') && onPage(c.role, c.introducedIn))) {
      const r = roles.get(member.role) ?? [0, 0];
      r[1]++;
      const pet = petOf(member, sceneCues(plan.lang));
      const shown = book.chapters.some(({ brief }) => brief.cast.some((c) => c.who === member.role) || (pet !== undefined && (brief.named ?? []).some((n) => n.prop === pet)));
      if (shown) r[0]++;
      else count(noFigure, `${plan.lang} ${member.role} ${member.noun ?? member.name ?? member.species}`);
      roles.set(member.role, r);
    }
  }
  console.log(`\n${label}: ${books} books`);
  console.log(`  books with a key object ${pct(withKey, books)}; key object has a prop ${pct(keyHasProp, withKey)}; key object drawn on a page ${pct(keyDrawn, withKey)}`);
  console.log(`  key objects that are things (not the dark, a storm, a voice): drawn on a page ${pct(thingsDrawn, things)}`);
  let shown = 0; let all = 0;
  for (const [role, [s, n]] of roles) { console.log(`  ${role.padEnd(7)} with a figure on a page ${pct(s, n)}`); shown += s; all += n; }
  console.log(`  owner/rival/helper with a figure ${pct(shown, all)}`);
  if (showMissing) {
    const top = (m: Map<string, number>): string => [...m].sort((a, b) => b[1] - a[1]).slice(0, 60).map(([k, n]) => `${k} ${n}`).join(', ');
    console.log(`  key objects with no prop: ${top(noProp)}`);
    console.log(`  roles with no figure: ${top(noFigure)}`);
  }
}

measure(`request grid (1 in ${every})`, requestGrid(every));
measure('parent ideas (each once)', ideaGrid());
