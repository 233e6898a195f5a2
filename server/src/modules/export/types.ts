/** The story as the exporters see it: plain data, no database rows, so the renderers stay pure. */

export type ExportImageType = 'image/svg+xml' | 'image/png' | 'image/jpeg' | 'image/webp';

export interface ExportImage {
  contentType: ExportImageType;
  data: Buffer;
  /**
   * An SVG's PDF form made before (form-codec.ts bytes, kept in media storage by stored-forms.ts):
   * drawn as is instead of converting the SVG again. Empty: the SVG cannot be a form.
   */
  form?: Uint8Array;
}

export interface ExportChapter {
  title: string;
  /** Plain text, paragraphs separated by a blank line ("\n\n"). Never interpreted as markup. */
  content: string;
  image?: ExportImage;
  /** What the picture shows, in the story's language (its alt text); the title stands in when empty. */
  imageAlt?: string;
}

export interface ExportStory {
  title: string;
  description: string;
  /** The story language value ('english', 'french', …) or a language code ('en', 'fr-FR'). */
  language: string;
  createdAt: Date;
  authorName?: string;
  cover?: ExportImage;
  chapters: ExportChapter[];
}
