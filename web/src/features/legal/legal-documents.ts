// The privacy, terms and cookies pages (issue 14, point 10): their prose is data (content/<lang>.json),
// one file per language, loaded with the legal route's chunk only.
import en from './content/en.json';
import fr from './content/fr.json';

export const LEGAL_DOCUMENTS = ['privacy', 'terms', 'cookies'] as const;
export type LegalDocumentName = (typeof LEGAL_DOCUMENTS)[number];

export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

export interface LegalDocument {
  title: string;
  intro: string;
  sections: LegalSection[];
}

type LegalContent = { updated: string } & Record<LegalDocumentName, LegalDocument>;

const CONTENT: Record<'en' | 'fr', LegalContent> = { en, fr };

export function legalContent(language: string): LegalContent {
  return language === 'fr' ? CONTENT.fr : CONTENT.en;
}

export const LEGAL_PATHS: Record<LegalDocumentName, string> = { privacy: '/privacy', terms: '/terms', cookies: '/cookies' };
