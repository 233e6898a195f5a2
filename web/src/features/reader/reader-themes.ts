// The six page colours of SPEC §2 'Reader'. Every ink keeps at least 4.5:1 contrast on its page.
import type { CSSProperties } from 'react';
import { readStorage, writeStorage } from '../../lib/storage';

export const READER_THEMES = {
  classic: { page: '#ffffff', ink: '#2b2540', soft: '#5b5470', accent: '#c4502f', stage: '#f6ead8' },
  ocean: { page: '#eaf4fc', ink: '#12344f', soft: '#2f5673', accent: '#1d5f94', stage: '#cfe4f5' },
  forest: { page: '#edf6ea', ink: '#1f3b22', soft: '#3b5a3e', accent: '#2f6b35', stage: '#d3e8cd' },
  magic: { page: '#f3edfb', ink: '#35215c', soft: '#54407a', accent: '#6b3fb0', stage: '#e0d3f3' },
  sunshine: { page: '#fff8dc', ink: '#43350a', soft: '#5e4c16', accent: '#8a5a00', stage: '#f8e7a6' },
  dreams: { page: '#fdeef4', ink: '#561d3a', soft: '#74375a', accent: '#a3285f', stage: '#f6d3e2' },
} as const;

export type ReaderTheme = keyof typeof READER_THEMES;
export const THEME_IDS = Object.keys(READER_THEMES) as ReaderTheme[];

/** CSS variables read by the pages: --page, --ink, --soft, --accent. */
export function themeStyle(theme: ReaderTheme): CSSProperties {
  const colours = READER_THEMES[theme];
  return {
    '--page': colours.page,
    '--ink': colours.ink,
    '--soft': colours.soft,
    '--accent': colours.accent,
    '--stage': colours.stage,
  } as CSSProperties;
}

// The page colour is a reading preference of this browser, like the interface language.
const THEME_KEY = 'story-reader-theme';

export function storedTheme(): ReaderTheme {
  const value = readStorage(THEME_KEY);
  return value && value in READER_THEMES ? (value as ReaderTheme) : 'classic';
}

export function storeTheme(theme: ReaderTheme): void {
  writeStorage(THEME_KEY, theme);
}
