import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { LEGAL_DOCUMENTS, LEGAL_PATHS, legalContent, type LegalDocumentName } from '../../features/legal/legal-documents';

/** /privacy, /terms and /cookies: one page each, in the interface's language. */
export default function LegalRoute({ document: name }: { document: LegalDocumentName }) {
  const { t, i18n } = useTranslation();
  const content = legalContent(i18n.language);
  const doc = content[name];

  useEffect(() => {
    document.title = `${doc.title} · Storyloom`;
  }, [doc.title]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <article>
        <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">{doc.title}</h1>
        <p className="mt-2 text-sm text-ink-soft">{t('legal.updated', { date: content.updated })}</p>
        <p className="mt-6 text-lg text-ink">{doc.intro}</p>
        {doc.sections.map((section) => (
          <section key={section.heading} className="mt-8">
            <h2 className="text-xl font-bold text-ink">{section.heading}</h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-ink">{paragraph}</p>
            ))}
            {section.items && (
              <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-ink">
                {section.items.map((item) => <li key={item}>{item}</li>)}
              </ul>
            )}
          </section>
        ))}
      </article>
      <nav aria-label={t('legal.others')} className="mt-12 flex flex-wrap gap-x-6 gap-y-2 border-t border-line pt-6 text-sm">
        {LEGAL_DOCUMENTS.filter((other) => other !== name).map((other) => (
          <Link key={other} to={LEGAL_PATHS[other]} className="font-semibold text-teal-800 underline underline-offset-4 hover:text-ink">
            {content[other].title}
          </Link>
        ))}
        <Link to="/contact" className="font-semibold text-teal-800 underline underline-offset-4 hover:text-ink">{t('landing.footer.contact')}</Link>
      </nav>
    </div>
  );
}
