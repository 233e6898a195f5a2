// The offline pictures of whole books (issue 10 'Pictures of the page'): over a slice of the request grid,
// every page's brief is one the illustrator knows, acts its event, draws nothing before the text brings it
// in, follows the plan's lit or unlit state, and is labelled in the story's language.
import { describe, expect, it } from 'vitest';
import { checkSceneBrief, SceneBriefError, type SceneBriefV2, type SceneProp } from '../../../scene-brief.ts';
import type { StoryRequest, WrittenStory } from '../../../types.ts';
import { createOfflineIllustrator } from '../../illustrator/index.ts';
import { isLandmark, propDesign } from '../../illustrator/props/index.ts';
import { BRIEF_CHARACTERS } from '../../illustrator/read-brief.ts';
import { escapeXml } from '../../illustrator/svg.ts';
import { tellStory, type Told } from '../index.ts';
import { contentFor } from '../languages.ts';
import { ideaGrid, requestGrid } from '../../story-lint/request-grid.ts';
import type { CastMember, ChapterPlan } from '../plan/types.ts';
import { mainEvent, narration, petOf, sceneForChapter, thingOf } from './scene-for-chapter.ts';
import { namesProp, parseCues, plainText, sceneCues } from './scene-cues.ts';

const illustrator = createOfflineIllustrator();
const GRID: StoryRequest[] = [...requestGrid(150), ...ideaGrid().filter((_, i) => i % 3 === 0)];
const TOLD: (Told & { req: StoryRequest })[] = GRID.map((req) => ({ req, ...tellStory(req) }));

async function draw(bible: WrittenStory['bible'], brief: SceneBriefV2, seed = 5): Promise<string> {
  return (await illustrator.draw(bible, brief, { seed, kind: 'chapter' })).data.toString('utf8');
}

/** Every thing a page draws: its props, what the page's words name, its key object, what hands hold. */
function drawnProps(brief: SceneBriefV2): SceneProp[] {
  return [...brief.props.map((p) => p.prop), ...(brief.named ?? []).map((p) => p.prop), ...(brief.keyObject ? [brief.keyObject] : []), ...brief.cast.flatMap((c) => (c.holding ? [c.holding] : []))];
}

describe('what the pictures of a book show', () => {
  it('gives every page a brief in the catalogues, which the illustrator draws', async () => {
    expect(TOLD.length).toBeGreaterThan(120);
    for (const { book } of TOLD.slice(0, 40)) {
      for (const c of book.chapters) {
        expect(() => checkSceneBrief(c.brief, BRIEF_CHARACTERS)).not.toThrow();
        await expect(draw({ heroName: '', heroCharacter: 'little-bear', friendCharacter: 'child', coverScene: c.brief }, c.brief)).resolves.toContain('<svg');
      }
    }
  });

  it('acts: standing is a small minority of poses, and each book shows many poses and at least two framings', () => {
    let figures = 0;
    let standing = 0;
    for (const { book } of TOLD) {
      const poses = new Set<string>();
      for (const c of book.chapters) for (const f of c.brief.cast) {
        figures++;
        if (f.pose === 'standing') standing++;
        poses.add(f.pose);
      }
      expect(poses.size, book.title).toBeGreaterThanOrEqual(4);
      expect(new Set(book.chapters.map((c) => c.brief.framing)).size, book.title).toBeGreaterThanOrEqual(2);
    }
    expect(standing / figures).toBeLessThan(0.1);
  });

  it('never frames two pages in a row in one place the same way', () => {
    for (const { plan, book } of TOLD) {
      book.chapters.forEach((c, i) => {
        const before = book.chapters[i - 1];
        if (before && plan.chapters[i - 1]?.place === plan.chapters[i]?.place) expect(c.brief.framing, `${book.title} ${i}`).not.toBe(before.brief.framing);
      });
    }
  });

  it('never draws a prop before the chapter whose text introduces it, nor a lost thing before it is found', () => {
    for (const { plan, book } of TOLD) {
      const cues = sceneCues(plan.lang);
      const found = plan.chapters.find((c) => c.events.some((e) => e.kind === 'resolution'))?.index ?? Infinity;
      book.chapters.forEach((c, i) => {
        const named = new Set((c.brief.named ?? []).map((n) => n.prop));
        for (const prop of drawnProps(c.brief)) {
          const objects = plan.objects.filter((o) => thingOf(o, cues) === prop);
          if (named.has(prop)) {
            // A thing the plan does not hold is drawn only on a page whose own words name it, or for an
            // animal of the idea on that page (who is introduced by then), or a thing the idea makes a
            // character (the moon afraid of the dark, drawn as the moon).
            const cue = cues.props.find((p) => p.prop === prop);
            const drawnAs = (m: CastMember): string | undefined => petOf(m, cues) ?? (m.noun ? cues.things.find((t) => t.re.test(m.noun ?? ''))?.prop : undefined);
            const pet = plan.cast.filter((m) => m.introducedIn <= i && c.brief.cast.length > 0 && drawnAs(m) === prop && mainEvent(plan.chapters[i] as ChapterPlan).present.includes(m.role));
            expect(objects, prop).toEqual([]);
            // The bed of the child asleep or tucked in at home (picture-rules.yaml 'in-bed') is the page's too.
            const abed = prop === 'bed' && ['sleeping', 'lying'].includes(c.brief.cast.find((f) => f.who === 'hero')?.pose ?? '');
            // What the page's words ride in (scene-cues 'vehicles': the plane of 'at the airport') is the page's too.
            const ridden = cues.vehicles.some((v) => v.prop === prop && namesProp(v, plainText(c.content)));
            expect(cue?.re.test(plainText(c.content)) === true || pet.length > 0 || abed || ridden, `${book.title} ${i}: ${prop}`).toBe(true);
          } else {
            expect(Math.min(...objects.map((o) => o.introducedIn)), `${book.title} ${i}: ${prop}`).toBeLessThanOrEqual(i);
            expect(c.brief.introduced, `${book.title} ${i}`).toContain(prop);
          }
          const lost = objects.some((o) => o.role === 'goal') && (plan.plot === 'find-lost' || plan.plot === 'find-friend');
          if (lost) expect(i, `${book.title}: the lost ${prop} on page ${i + 1}`).toBeGreaterThanOrEqual(found);
        }
      });
    }
  });

  it('does not draw an introduced prop on a page before its chapter, however the brief is asked', async () => {
    const { plan, story } = tellStory({ character: 'little-bear', theme: 'adventure', length: 'medium', language: 'english', ageGroup: '5-8', moralLesson: 'honesty', childName: 'Leo', customPrompt: 'our lantern is broken', seed: 5 });
    const lantern = plan.objects.find((o) => o.prop === 'lantern');
    expect(lantern?.introducedIn).toBe(1);
    const first = story.chapters[0]?.scene as SceneBriefV2;
    // The first page, asked to show the lantern in the hero's hand, still leaves it out: not yet introduced.
    const asked: SceneBriefV2 = { ...first, props: [{ prop: 'lantern', state: 'off' }], cast: first.cast.map((c, i) => (i === 0 ? { ...c, pose: 'holding', holding: 'lantern' } : c)) };
    const svg = await draw(story.bible, asked);
    expect(svg).not.toContain(propDesign('lantern', 'off').draw());
    expect(await draw(story.bible, { ...asked, introduced: ['lantern'] })).toContain(propDesign('lantern', 'off').draw());
  });

  it('draws the lantern unlit until the plan mends it, lit from then on', async () => {
    for (const [language, idea] of [['english', 'our lantern is broken'], ['french', 'la lanterne est cassée']] as const) {
      const { plan, story } = tellStory({ character: 'wise-owl', theme: 'adventure', length: 'medium', language, ageGroup: '5-8', moralLesson: 'honesty', childName: 'Leo', customPrompt: idea, seed: 5 });
      const lantern = plan.objects.find((o) => o.prop === 'lantern');
      const lit = lantern?.states.find((s) => s.state === 'on')?.from;
      if (lit === undefined) throw new Error(`${language}: the plan never lights the lantern`);
      let shown = 0;
      for (const [i, c] of story.chapters.entries()) {
        const brief = c.scene as SceneBriefV2;
        const entry = brief.props.find((p) => p.prop === 'lantern');
        if (!entry) continue;
        shown++;
        const state = i < lit ? 'off' : 'on';
        expect(entry.state, `${language} page ${i + 1}`).toBe(state);
        const svg = await draw(story.bible, brief);
        expect(svg).toContain(propDesign('lantern', state).draw());
        expect(svg).not.toContain(propDesign('lantern', state === 'on' ? 'off' : 'on').draw());
      }
      expect(shown, language).toBeGreaterThanOrEqual(4);
    }
  });

  it('labels every picture with a sentence of its own chapter, so in the story’s language', async () => {
    for (const { plan, book, story } of TOLD.slice(0, 60)) {
      for (const [i, c] of book.chapters.entries()) {
        expect(c.brief.caption.split(/\s+/).length, `${book.title} ${i}: ${c.brief.caption}`).toBeGreaterThanOrEqual(3);
        expect(c.content, `${plan.lang} ${book.title} ${i}`).toContain(c.brief.caption);
      }
      const svg = await draw(story.bible, book.chapters[1]?.brief as SceneBriefV2);
      expect(svg).toContain(`aria-label="${escapeXml(book.chapters[1]?.brief.caption ?? '')}"`);
    }
    const french = TOLD.filter((t) => t.plan.lang === 'fr');
    expect(french.length).toBeGreaterThan(40);
    // French captions read as French: an article or a word only French has in nearly every one.
    const frenchWords = /\b(le|la|les|un|une|des|et|de|du|est|était|dans|avec|qui|que|pas)\b/i;
    const captions = french.flatMap((t) => t.book.chapters.map((c) => c.brief.caption));
    expect(captions.filter((c) => frenchWords.test(c)).length / captions.length).toBeGreaterThan(0.9);
  });
});

describe("a page's words decide its picture", () => {
  const told = tellStory({ character: 'little-bear', theme: 'adventure', length: 'long', language: 'english', ageGroup: '5-8', moralLesson: 'sharing', childName: 'Maya', customPrompt: 'grandma lost her glasses', seed: 3 });
  const content = contentFor('en');
  const companion = told.plan.cast.find((c) => c.role === 'companion')?.name ?? '';
  const tryChapter = told.plan.chapters.find((c) => mainEvent(c).kind === 'try' && mainEvent(c).present.includes('companion'));
  if (!tryChapter) throw new Error('no try');
  const kind = mainEvent(tryChapter).kind;
  const page = (text: string): SceneBriefV2 => sceneForChapter(told.plan, tryChapter, [{ kind, text }], content);
  const pose = (b: SceneBriefV2, who: string): string | undefined => b.cast.find((c) => c.who === who)?.pose;

  it('draws the action the sentence names, on the one it names', () => {
    expect(pose(page('Maya climbed the old oak, branch by branch.'), 'hero')).toBe('climbing');
    const ran = page('They ran all the way to the river.');
    expect([pose(ran, 'hero'), pose(ran, 'companion')]).toEqual(['running', 'running']);
    const sat = page(`${companion} sat down on a stump. Maya searched under every leaf.`);
    expect([pose(sat, 'hero'), pose(sat, 'companion')]).toEqual(['searching', 'sitting']);
    // Words said aloud are not done: "Let's climb!" draws no climber.
    expect(pose(page('“Let’s climb it!” said Maya. Maya searched the grass.'), 'hero')).toBe('searching');
    expect(narration('“Let’s climb it!” said Maya.')).not.toContain('climb');
  });

  it('draws the weather and the landmarks the words bring, and the lantern as the words leave it', () => {
    expect(page('Thunder rolled over the hills.').weather).toBe('storm');
    expect(page('Maya walked on.').weather).toBe(tryChapter.weather);
    expect(page('A rainbow arched over the valley.').named).toEqual([{ prop: 'rainbow', state: 'plain' }]);
    expect(page('The lighthouse keeper waved.').named ?? []).toEqual([]);
    expect(page('The lantern flickered and went out.').named).toEqual([{ prop: 'lantern', state: 'off' }]);
    expect(page('Maya lit the lantern.').named).toEqual([{ prop: 'lantern', state: 'on' }]);
  });
});

describe('a brief the illustrator does not know is an error, never a meadow', () => {
  const base = (): SceneBriefV2 => ({
    place: 'cave', time: 'night', weather: 'clear', framing: 'medium', mood: 'calm', cast: [{ who: 'hero', character: 'little-bear', pose: 'holding' }],
    props: [], introduced: [], variation: 0, caption: 'Dans la grotte.',
  });
  const bible: WrittenStory['bible'] = { heroName: 'Pip', heroCharacter: 'little-bear', coverScene: base() };

  it.each<[string, Partial<SceneBriefV2>, RegExp]>([
    ['place', { place: 'volcano' as never }, /unknown place 'volcano'/],
    ['pose', { cast: [{ who: 'hero', character: 'little-bear', pose: 'dancing' as never }] }, /unknown pose 'dancing'/],
    ['prop', { props: [{ prop: 'spaceship' as never }], introduced: ['spaceship' as never] }, /unknown prop 'spaceship'/],
    ['named prop', { named: [{ prop: 'spaceship' as never }] }, /unknown (named )?prop 'spaceship'/],
    ['state', { props: [{ prop: 'lantern', state: 'broken' }] }, /no state 'broken'/],
  ])('refuses an unknown %s', async (_what, over, message) => {
    await expect(draw(bible, { ...base(), ...over })).rejects.toThrow(SceneBriefError);
    await expect(draw(bible, { ...base(), ...over })).rejects.toThrow(message);
  });

  it('refuses a cue file naming a pose, a prop or a state the scene brief does not have', () => {
    const ok = { ignore: ['hold on'], pets: { puppy: ['dog'] }, poses: { running: ['ran'] }, together: ['they'], pronouns: ['she'], gendered: { f: ['she'], m: ['he'] }, weather: { rain: ['rain'] }, props: { boat: { words: ['boat'] } }, states: { lantern: { off: ['went out'] } }, figures: { grandmother: ['grandma'] }, 'lights-out': ['lamp went out'] };
    expect(() => parseCues('en', ok)).not.toThrow();
    expect(() => parseCues('en', { ...ok, poses: { dancing: ['danced'] } })).toThrow(/poses/);
    expect(() => parseCues('en', { ...ok, props: { spaceship: { words: ['rocket'] } } })).toThrow(/props/);
    expect(() => parseCues('en', { ...ok, states: { lantern: { broken: ['smashed'] } } })).toThrow(/no state 'broken'/);
    expect(() => parseCues('en', { ...ok, weather: { hail: ['hail'] } })).toThrow(/weather/);
    expect(() => parseCues('en', { ...ok, 'lights-out': undefined })).toThrow(/lights-out/);
  });

  it('only lists landmarks as things nobody holds', () => {
    for (const { book } of TOLD) for (const c of book.chapters) for (const f of c.brief.cast) if (f.holding) expect(isLandmark(f.holding) && f.holding !== 'kite', f.holding).toBe(false);
  });
});
