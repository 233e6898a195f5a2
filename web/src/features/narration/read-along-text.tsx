// Story text of one page; while that page is narrated, the spoken word is highlighted (issue 5).
export interface ReadAlongTextProps {
  /** Reader page index of this text. */
  page: number;
  /** Plain text, paragraphs separated by a blank line. */
  text: string;
  className?: string;
}

export function ReadAlongText({ text, className }: ReadAlongTextProps) {
  return (
    <div className={className}>
      {text.split(/\n{2,}/).map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </div>
  );
}
