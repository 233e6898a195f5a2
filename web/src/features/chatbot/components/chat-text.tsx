import { Fragment } from 'react';
import { Link } from 'react-router';

// Pages of this app that an answer may name in brackets, e.g. '(/contact)'; they become links. Nothing
// else in a message is interpreted: it is shown as text, never as HTML.
const PAGE = /(\/(?:contact|pricing|help|library|generate|reading-progress)\b)/;

export function ChatText({ text }: { text: string }) {
  return (
    <>
      {text.split(PAGE).map((part, i) =>
        i % 2 === 1 ? (
          <Link key={i} to={part} className="font-semibold text-teal-700 underline underline-offset-2">{part}</Link>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
