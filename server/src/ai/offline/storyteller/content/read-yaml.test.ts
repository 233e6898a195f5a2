import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SCENE_POSES } from '../../../scene-brief.ts';
import { ContentError, readYaml } from './read-yaml.ts';

const dir = mkdtempSync(join(tmpdir(), 'storyteller-tables-'));
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const table = z.record(z.string(), z.strictObject({ hero: z.array(z.enum(SCENE_POSES)) }));

describe('a storyteller table read at start', () => {
  it('is returned as written when every value is known', () => {
    expect(readYaml(file('ok.yaml', 'opening:\n  hero: [waving, jumping]\n'), table)).toEqual({ opening: { hero: ['waving', 'jumping'] } });
  });

  it('stops with the file and the field when a pose is one the illustrator does not know', () => {
    const path = file('bad-pose.yaml', 'opening:\n  hero: [waving, dancing]\n');
    expect(() => readYaml(path, table)).toThrow(ContentError);
    expect(() => readYaml(path, table)).toThrow(/bad-pose\.yaml: opening\.hero\.1/);
  });

  it('stops with the file when it is missing or is not YAML', () => {
    expect(() => readYaml(join(dir, 'nowhere.yaml'), table)).toThrow(/missing .*nowhere\.yaml/);
    expect(() => readYaml(file('broken.yaml', 'opening: [waving\n'), table)).toThrow(/broken\.yaml/);
  });
});
