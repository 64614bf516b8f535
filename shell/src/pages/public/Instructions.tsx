// Notes for candidates (route 'instructions'): the rules every candidate must know and the
// current cycle's dates (spec section 9), from the site's facts (siteFacts.ts).
import { Link, useParams } from 'react-router';
import { usePagesCopy } from './pagesCopy';
import './public.css';
import { asList, PublicPage, usePageTitle } from './parts';
import { dateValues, useSiteFacts } from './siteFacts';

interface DateRow {
  label: string;
  date: string;
}

/** `rows` null: the build's pre-render, where the server puts the rows (fillSiteFacts writes the same markup). */
function DateTable({ caption, headers, rows }: { caption: string; headers: [string, string]; rows: DateRow[] | null }) {
  return (
    <div className="pub-table-wrap">
      <table className="pub-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{headers[0]}</th>
            <th scope="col">{headers[1]}</th>
          </tr>
        </thead>
        <tbody>
          {/* The server fills this row's place: it must render exactly as EXAM_ROWS_SLOT. */}
          {rows === null && <tr data-fact-rows="exams" />}
          {rows?.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.date}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function Instructions() {
  const { t, i18n } = usePagesCopy();
  const { locale } = useParams();
  const prefix = `/${locale ?? i18n.language}`;
  const facts = useSiteFacts(i18n.language);
  const values = dateValues(facts);
  usePageTitle(t('instructions.title'), t('service.name'));

  const notes = asList<string>(t('instructions.notes.items', { returnObjects: true }));
  const keyDates = asList<DateRow>(t('instructions.dates.rows', { returnObjects: true, ...values }));
  const examDates = facts.examRows();
  const examDay = asList<string>(t('instructions.examDay.items', { returnObjects: true, ...values }));

  return (
    <PublicPage
      lang={i18n.language}
      title={t('instructions.title')}
      intro={<p className="pub-lead">{t('instructions.intro')}</p>}
    >
      <section className="pub-section pub-panel" aria-labelledby="pub-instr-notes">
        <h2 id="pub-instr-notes">{t('instructions.notes.title')}</h2>
        <ul className="pub-list">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>

      <section className="pub-section" aria-labelledby="pub-instr-dates">
        <h2 id="pub-instr-dates">{t('instructions.dates.title', values)}</h2>
        <DateTable
          caption={t('instructions.dates.caption', values)}
          headers={[t('instructions.dates.itemHeader'), t('instructions.dates.dateHeader')]}
          rows={keyDates}
        />
      </section>

      <section className="pub-section" aria-labelledby="pub-instr-exams">
        <h2 id="pub-instr-exams">{t('instructions.exams.title')}</h2>
        <DateTable
          caption={t('instructions.exams.caption', values)}
          headers={[t('instructions.exams.subjectHeader'), t('instructions.exams.dateHeader')]}
          rows={examDates}
        />
        <p className="pub-muted">{t('instructions.exams.note')}</p>
      </section>

      <section className="pub-section" aria-labelledby="pub-instr-day">
        <h2 id="pub-instr-day">{t('instructions.examDay.title')}</h2>
        <ul className="pub-list">
          {examDay.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <section className="pub-section">
        <p>{t('instructions.help')}</p>
        <ul className="pub-linklist">
          <li>
            <Link to={`${prefix}/faq`}>{t('links.faq')}</Link>
          </li>
          <li>
            <Link to={`${prefix}/contactus`}>{t('links.contact')}</Link>
          </li>
        </ul>
      </section>
    </PublicPage>
  );
}
