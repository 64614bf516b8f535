// The student grade report (school/report): the school's information, the exam (the latest unless
// another is picked), links to its analysis and school report, and the roster with a search by name
// or class (the heading says how many of them it shows). The exam picked is kept in the URL (?exam=), so back from a student's report returns to it.
import { useDeferredValue, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NoRecords } from '@mockexam/ui';
import { LoadingBlock } from '../../lib/LoadingBlock';
import { NotFoundRedirect } from '../../lib/NotFoundRedirect';
import { schoolAnalysisPath, schoolReportPath, useLocalePrefix } from '../../lib/paths';
import { useSchoolExams, useSchoolRoster } from './api';
import { RosterTable } from './RosterTable';
import { searchRoster } from './rosterSearch';
import { chosenExam } from './schoolExams';
import { SchoolHeading } from './SchoolHeading';
import '../../lib/report.css';
import './school-report.css';
import { useReportNames } from '../../lib/names';

export default function SchoolGradeReportPage() {
  const { t } = useTranslation('report');
  const names = useReportNames();
  const prefix = useLocalePrefix();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState('');
  // Answers reach the page in a render React may interrupt (one long task on a slow phone otherwise).
  const exams = useDeferredValue(useSchoolExams());
  const exam = exams.data && chosenExam(exams.data.exams, Number(params.get('exam')));
  const roster = useDeferredValue(useSchoolRoster(exam?.exam_id ?? 0));

  if (exams.isError || roster.isError) return <NotFoundRedirect />;
  const students = roster.data && searchRoster(roster.data.students, query);
  return (
    <section className="remote-page report-page" data-remote-page="mf-report">
      <h1 className="report-title">{t('title.SchoolGradeReportPage')}</h1>
      {!exams.data && <LoadingBlock className="school-heading-placeholder" />}
      {exams.data && <SchoolHeading school={exams.data.school} subject={exams.data.subject} />}
      {exams.data?.exams.length === 0 && <NoRecords />}
      {exam && exams.data && (
        <>
          <div className="exam-picker">
            <label htmlFor="school-report-exam">{t('school.exam')}</label>
            <select
              id="school-report-exam"
              className="select exam-select"
              value={exam.exam_id}
              onChange={(event) => setParams({ exam: event.target.value })}
            >
              {exams.data.exams.map((e) => (
                <option key={e.exam_id} value={e.exam_id}>
                  {names.title1(e)}
                </option>
              ))}
            </select>
          </div>
          {names.title2(exam) && <p className="report-muted">{names.title2(exam)}</p>}
          <nav className="report-links" aria-label={t('school.examLinks')}>
            <Link to={schoolAnalysisPath(prefix, exam.exam_id)}>{t('title.SchoolAnalysisPage')}</Link>
            <Link to={schoolReportPath(prefix, exam.exam_id)}>{t('title.SchoolReportPage')}</Link>
          </nav>
          <section className="report-section" aria-labelledby="roster-heading">
            <h2 id="roster-heading">
              {students && roster.data && students.length < roster.data.students.length
                ? t('roster.headingFiltered', { count: roster.data.students.length, shown: students.length })
                : t('roster.heading', { count: roster.data?.students.length ?? exam.participants_school })}
            </h2>
            <label htmlFor="roster-search" className="roster-search-label">
              {t('roster.search')}
            </label>
            <input
              id="roster-search"
              className="text-input roster-search"
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('roster.searchPlaceholder')}
            />
            {!students && <LoadingBlock className="roster-placeholder" />}
            {students && students.length === 0 && <NoRecords />}
            {students && students.length > 0 && (
              <RosterTable examId={exam.exam_id} students={students} paginate withLinks />
            )}
          </section>
        </>
      )}
    </section>
  );
}
