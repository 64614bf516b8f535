// Small pieces shared by the public pages: typed list look-ups, the document title, and the
// numbered-section layout of the legal pages. No strings live here; they all come from copy.ts.
import { useEffect, type ReactNode } from 'react';

export interface Titled {
  title: string;
  body: string;
}

export interface LegalSection {
  heading: string;
  body: string[];
  points: string[];
}

/** `t(key, { returnObjects: true })` as a typed array; anything that is not an array (a missing key) gives []. */
export function asList<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

/** "Page | Service", or the service name alone on the home page. */
export const documentTitle = (title: string, service: string) =>
  title && title !== service ? `${title} | ${service}` : service;

/** Sets the browser tab title (the build-time pre-render writes the same one into the page's HTML). */
export function usePageTitle(title: string, service: string): void {
  useEffect(() => {
    document.title = documentTitle(title, service);
  }, [title, service]);
}

/** Numbered sections of the terms, collection statement and privacy policy. */
export function LegalSections({ sections, idPrefix }: { sections: LegalSection[]; idPrefix: string }) {
  return (
    <>
      {sections.map((section, index) => (
        <section key={section.heading} className="pub-section" aria-labelledby={`${idPrefix}-${index}`}>
          <h2 id={`${idPrefix}-${index}`}>{section.heading}</h2>
          {section.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.points.length > 0 && (
            <ul className="pub-list">
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}

/** The page frame: one <article> with the page's language, a header holding the single <h1>. */
export function PublicPage({
  lang,
  title,
  intro,
  className,
  children,
}: {
  lang: string;
  title: string;
  intro?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <article className={`pub-page${className ? ` ${className}` : ''}`} lang={lang}>
      <header className="pub-page__header">
        <h1 className="pub-page__title">{title}</h1>
        {intro}
      </header>
      {children}
    </article>
  );
}
