// What a page's own words (and the words before it) let its picture show (issue 10 'Pictures of the
// page'): a French word after its elided article still counts, 'she' is the last she named, the plan's
// things wait for the text to name them, the shared treat is in the hand that shares it, a feared storm
// comes when it strikes, and a hero the words do not send up a tree is not drawn on a trunk.
import { describe, expect, it } from 'vitest';
import type { StoryRequest } from '../../../types.ts';
import { tellStory } from '../index.ts';
import type { CastMember, PlotEvent } from '../plan/types.ts';
import { sceneCues } from './scene-cues.ts';
import { posesFor } from './scene-poses.ts';
import { narration, textNames } from './scene-for-chapter.ts';

const req = (customPrompt: string, language: 'english' | 'french', over: Partial<StoryRequest> = {}): StoryRequest => ({
  character: 'little-bear', theme: 'adventure', language, length: 'long', ageGroup: '5-8', moralLesson: 'sharing',
  childName: language === 'english' ? 'Maya' : 'Zoé', customPrompt, seed: 5, ...over,
});


/** The poses an English page gives a girl hero and a boy helper on a helper's-task page. */
function heroAndHelperPoses(heroName: string, helper: Pick<CastMember, 'name' | 'figure' | 'species'>, text: string) {
  const cues = sceneCues('en');
  const hero: CastMember = { role: 'hero', name: heroName, figure: 'child', species: 'the child', gender: 'f', introducedIn: 0 };
  const helping: CastMember = { role: 'helper', ...helper, gender: 'm', introducedIn: 0 };
  const event: PlotEvent = { kind: 'helper-task', place: 'away', present: ['hero', 'helper'], mood: 'happy', pose: 'holding' };
  const cast = [{ role: 'hero' as const, member: hero }, { role: 'helper' as const, member: helping }];
  return posesFor({ plot: 'find-lost', event, text, present: cast, named: cast, cues, pick: (l) => l[0] ?? 'waving' });
}

describe("a page's words, read as a French or English reader would", () => {
  it("reads a French word after its elided article (l'orage, l'arc-en-ciel)", () => {
    const fr = sceneCues('fr');
    expect(fr.weather.find((w) => w.weather === 'storm')?.re.test("Et voilà que l'orage revint.")).toBe(true);
    expect(fr.props.find((p) => p.prop === 'rainbow')?.re.test("Au loin brillait l'arc-en-ciel.")).toBe(true);
    // Never inside a longer word.
    expect(sceneCues('en').weather.find((w) => w.weather === 'rain')?.re.test("the brain's idea")).toBe(false);
  });

  it("gives 'she climbed' to the last she named, not to the he named just before", () => {
    const poses = heroAndHelperPoses('Maya', { name: 'Teddy', figure: 'little-bear', species: 'a bear' }, 'Teddy looked up at the bush. She climbed on a stump and picked a hatful.');
    expect(poses.get('hero')).toBe('climbing');
    expect(poses.get('helper')).not.toBe('climbing');
  });

  it("gives 'She crouched down and searched' to her, after a quotation that ends its sentence", () => {
    const text = narration('“I have dropped my acorn,” said Squeak, “and my eyes are not what they were.” She crouched down and searched among the leaves.');
    const poses = heroAndHelperPoses('Ella', { name: 'Squeak', figure: 'curious-mouse', species: 'a mouse' }, text);
    expect(poses.get('hero')).toBe('searching');
  });

  it('never sends a hero up a tree from a table alone, outside a try', () => {
    const cues = sceneCues('en');
    const maya: CastMember = { role: 'hero', name: 'Maya', figure: 'child', species: 'the child', gender: 'f', introducedIn: 0 };
    const event: PlotEvent = { kind: 'helper-task', place: 'away', present: ['hero'], mood: 'happy', pose: 'holding' };
    const cast = [{ role: 'hero' as const, member: maya }];
    const poses = posesFor({ plot: 'find-lost', event, text: 'Maya found the key under a leaf.', present: cast, named: cast, cues, pick: () => 'climbing' });
    expect(poses.get('hero')).toBe('reaching');
  });
});

describe('what the text has named, the picture may show', () => {
  // The race's problem names its prize now (the linter's known-before-set-up): the ribbon is drawn only from the
  // page whose words first name it, never on a page before.
  it("does not draw the plan's prize before the words name it (the race's golden ribbon)", () => {
    const { plan, book } = tellStory(req('an old tortoise who wants to win a race', 'english', { length: 'short' }));
    expect(plan.objects.some((o) => o.noun.includes('ribbon'))).toBe(true);
    const named = book.chapters.findIndex((c) => /ribbon/i.test(c.content));
    const drawn = book.chapters.findIndex((c) => c.brief.props.some((p) => p.prop === 'ribbon'));
    expect(named).toBeGreaterThanOrEqual(0);
    expect(drawn < 0 || named <= drawn).toBe(true);
  });

  it('knows a thing by its head noun or its drawing\'s words', () => {
    const en = sceneCues('en');
    const fr = sceneCues('fr');
    const o = (noun: string) => ({ role: 'goal' as const, noun, gender: 'n' as const, plural: false, introducedIn: 0, states: [] });
    expect(textNames(o('new bicycle'), 'bicycle', 'Leo rode his bike.', en, 'en')).toBe(true);
    expect(textNames(o('grosse galette au beurre'), 'biscuit', 'Elle partagea la galette.', fr, 'fr')).toBe(true);
    expect(textNames(o('golden ribbon'), 'ribbon', 'Maya ran the race.', en, 'en')).toBe(false);
  });

  it('draws the shared treat in the hand that shares it, whatever the treat', () => {
    const treats = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      for (const language of ['english', 'french'] as const) {
        const { plan, book } = tellStory(req(language === 'english' ? 'a kite stuck in a tree' : 'le doudou perdu au parc', language, { seed }));
        const gift = plan.objects.find((o) => o.role === 'gift');
        const shared = book.chapters.find((c, i) => plan.chapters[i]?.events.some((e) => e.moral && e.kind !== 'homecoming') && c.brief.cast.some((x) => x.pose === 'giving'));
        if (!gift || !shared) continue;
        const held = shared.brief.cast.find((x) => x.who === 'hero')?.holding;
        expect(held, `${gift.noun}: ${shared.content.slice(0, 80)}`).toBeDefined();
        treats.add(held ?? '');
      }
    }
    // The jar of honey, the tin of toffees, the cherries, the butter biscuit: not only the basket.
    expect([...treats].filter((t) => t !== 'basket').length).toBeGreaterThanOrEqual(2);
  });

  it('draws the thing a race is run with (the sledge) on the race pages, and a lost watch', () => {
    const race = tellStory(req('une course de luge dans la neige', 'french', { seed: 36, character: 'clever-princess' }));
    const rivalPages = race.plan.chapters.filter((c) => c.events.some((e) => e.present.includes('rival')));
    expect(rivalPages.length).toBeGreaterThan(2);
    expect(race.plan.cast.find((c) => c.role === 'rival')?.fromIdea).toBe(false);
    expect(rivalPages.filter((c) => race.book.chapters[c.index]?.brief.keyObject === 'sledge').length).toBeGreaterThan(2);
    const watch = tellStory(req("grandpa's lost watch", 'english', { seed: 33, length: 'medium' }));
    expect(watch.book.chapters.some((c) => c.brief.keyObject === 'watch')).toBe(true);
  });

  it('brings a feared storm when it strikes, not when the hero only thinks of it', () => {
    const { plan, book } = tellStory(req("il a peur de l'orage", 'french', { theme: 'bravery', ageGroup: '3-5', childName: 'Hugo', seed: 18 }));
    const weather = (kind: string): string[] => plan.chapters.filter((c) => c.events.some((e) => e.kind === kind)).map((c) => book.chapters[c.index]?.brief.weather ?? '');
    // Before it strikes, the sky may only darken with wind (the planner's build-up, as in English), never storm.
    expect(weather('problem')).not.toContain('storm');
    expect(weather('problem')).toHaveLength(1);
    expect([...weather('complication'), ...weather('resolution')]).toContain('storm');
  });
});

describe('the night under the stars', () => {
  it('draws the little fire the words light', () => {
    // Which seed's night camp lights a fire depends on the tellings: every one that does is drawn with it.
    const fires = [];
    for (let seed = 1; seed <= 40; seed++) {
      const { plan, book } = tellStory(req('un dragon a perdu son trésor dans la forêt', 'french', { length: 'long', childName: 'Hugo', seed }));
      const night = plan.chapters.find((c) => c.events.some((e) => e.kind === 'night-camp'));
      const page = night ? book.chapters[night.index] : undefined;
      if (page && /\bfeu\b/.test(page.content)) fires.push(page.brief.named?.map((p) => p.prop) ?? []);
    }
    expect(fires.length).toBeGreaterThan(0);
    for (const props of fires) expect(props).toContain('campfire');
  });
});

describe('the school of a first day at school', () => {
  it('is drawn on the pages whose words name it, in English and in French', async () => {
    const { createOfflineIllustrator } = await import('../../illustrator/index.ts');
    let checked = 0;
    for (const [idea, language] of [['her first day at school and she is shy', 'english'], ["c'est son premier jour à l'école", 'french']] as const) {
      const { book } = tellStory(req(idea, language, { seed: 16, length: 'medium', theme: 'bravery' }));
      // The school is the idea's own thing (a prop) or a thing the page's words name: drawn either way.
      const school = (b: (typeof book.chapters)[number]['brief']): boolean => !!b.named?.some((n) => n.prop === 'school') || b.props.some((p) => p.prop === 'school');
      const pages = book.chapters.filter((c) => school(c.brief));
      expect(pages.length, idea).toBeGreaterThan(0);
      // A daytime page: the first day's gate is in the morning light, whose tint is not the roofs' blue counted below.
      const page = pages.find((c) => c.brief.place === 'village' && c.brief.time === 'day');
      // Inside, the school is the classroom itself (compose/a-school-day-and-a-checkup-are-drawn-indoors.test.ts).
      if (!page) {
        expect(pages.some((c) => c.brief.place === 'classroom'), idea).toBe(true);
        checked++;
        continue;
      }
      checked++;
      const bible = { heroName: 'Lily', heroCharacter: 'little-bear' as const, coverScene: page.brief };
      const withSchool = (await createOfflineIllustrator().draw(bible, page.brief, { seed: 2, kind: 'chapter' })).data.toString('utf8');
      const without = (await createOfflineIllustrator().draw(bible, { ...page.brief, named: page.brief.named?.filter((n) => n.prop !== 'school'), props: page.brief.props.filter((p) => p.prop !== 'school'), introduced: page.brief.introduced?.filter((p) => p !== 'school') }, { seed: 2, kind: 'chapter' })).data.toString('utf8');
      // The school's blue roofs (illustrator/props/landmarks.ts) are on the page, and only with the school.
      const roofs = (svg: string): number => svg.split('#7d8fd8').length - 1;
      expect(roofs(withSchool)).toBeGreaterThan(roofs(without));
    }
    expect(checked).toBeGreaterThan(0);
  });
});
