// School home (school/home): the teacher's journey on one page. Deadline and phase, register the
// subject, the template and downloads, import, preview and edit, confirm and submit, and once submitted
// the candidates' slips and passwords. After the deadline only what can no longer change is shown.
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, Loading } from '@mockexam/ui/plain';
import { useLocale } from '@mockexam/ui/text';
import { fieldIn } from '@mockexam/i18n';
import { useSession } from '@mockexam/session';
import { schoolErrorText } from '../../lib/errors';
import { ImportSection } from '../import/ImportSection';
import { useSchoolBatch } from '../list/api';
import { ListSection } from '../list/ListSection';
import { SubmitSection } from '../list/SubmitSection';
import { useSchoolRegistration } from '../registration/api';
import { RegistrationSection } from '../registration/RegistrationSection';
import { SlipsSection } from '../slips/SlipsSection';
import { AdmissionFormsSection } from '../admission/AdmissionFormsSection';
import { WorkbookDownloads } from '../workbooks/WorkbookDownloads';
import { PhaseNotice } from './PhaseNotice';
import './school.css';

export default function SchoolHomePage() {
  const { t } = useTranslation('school');
  const locale = useLocale();
  // The answers reach the page in a render React may interrupt: rendering every section at once when they
  // arrive was one long task (about 400 ms on a slowed phone) in which a tap waited.
  const batch = useDeferredValue(useSchoolBatch());
  const registrationAnswer = useDeferredValue(useSchoolRegistration());
  const registrationQuery = registrationAnswer.data;
  const registration = registrationQuery?.registration;
  const profileSchool = useSession((s) => s.profile?.school);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [onlyErrors, setOnlyErrors] = useState(false);

  const list = batch.data;
  // The server decides both; either answer saying closed closes the page's controls.
  const closed = Boolean(list?.closed || registration?.closed);
  const complete = Boolean(list?.complete || registration?.complete);
  const regEnd = list?.reg_end ?? registration?.reg_end ?? null;
  const submittedRows = list?.status === 'submitted' ? list.rows.filter((r) => r.candidate_no) : [];

  const title = <h1 className="page-title no-print">{t('title.SchoolHomePage')}</h1>;
  // One loading state for the whole page until both answers are in: sections that appeared one by one
  // pushed each other down (the deadline notice above the registration: a layout shift of 0.65 on a phone).
  if (batch.isPending || registrationAnswer.isPending) {
    return (
      <section className="remote-page school-page" data-remote-page="mf-school">
        {title}
        {/* Keyed apart from the page's content: React would otherwise reuse this element for the content
            and move it (a layout shift) instead of replacing it. */}
        <div className="school-page-loading" key="loading">
          <Loading />
        </div>
      </section>
    );
  }

  return (
    <section className="remote-page school-page" data-remote-page="mf-school">
      {title}
      <div className="no-print" key="content">
        {(list || registration) && <PhaseNotice regEnd={regEnd} closed={closed} complete={complete} />}
        <RegistrationSection closed={closed} />
        {batch.isLoadingError && (
          <LoadError message={schoolErrorText(batch.error, locale)} onRetry={() => void batch.refetch()} />
        )}
        {list && <WorkbookDownloads batch={list} />}
        {list && !closed && <ImportSection />}
        {list && (
          <ListSection
            batch={list}
            closed={closed}
            selectedIds={selectedIds}
            onSelect={submittedRows.length > 0 ? setSelectedIds : null}
            onlyErrors={onlyErrors}
            onOnlyErrors={setOnlyErrors}
          />
        )}
        {list && !closed && <SubmitSection batch={list} onUnsuccessful={() => setOnlyErrors(true)} />}
      </div>
      {submittedRows.length > 0 && <SlipsSection rows={submittedRows} selectedIds={selectedIds} />}
      {submittedRows.length > 0 && profileSchool && (
        <AdmissionFormsSection
          rows={submittedRows}
          details={{
            school: fieldIn(profileSchool, 'name', locale) ?? '',
            subject: profileSchool.subject ? (fieldIn(profileSchool.subject, 'name', locale) ?? '') : '',
            arrangement: registration?.arrangement ?? null,
            session:
              registrationQuery?.sessions.find((s) => s.venue_session_id === registration?.venue_session_id) ?? null,
          }}
        />
      )}
    </section>
  );
}
