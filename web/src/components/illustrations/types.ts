export interface IllustrationProps {
  className?: string;
  /** When given, the picture is announced with this text; otherwise it is decorative. */
  title?: string;
}
