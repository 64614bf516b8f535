// The export of every candidate on a submitted school list in the current cycle, as an .xlsx written here in
// the browser (the server sends rows), limited to a subject and a venue session when chosen.
import { useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import type { SubjectCode } from '@mockexam/contracts';
import { nameIn } from '@mockexam/i18n';
import { formatDateTime } from '@mockexam/i18n/dates';
import { useLocale } from '@mockexam/ui/text';
import { ResultAlert, type ActionResult } from '../../components/ResultAlert';
import { useActionError } from '../../components/useActionError';
import { useCurrentVenues, useFetchSchoolCandidates, type CandidateExportFilters } from './api';
import { candidateFileName, candidateSheetRows, downloadCandidateWorkbook } from './candidateSheet';
import { SUBJECTS, subjectText } from './subjects';

export function ExportCard() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const actionError = useActionError();
  const venues = useCurrentVenues();
  const fetchCandidates = useFetchSchoolCandidates();
  const [subject, setSubject] = useState<SubjectCode | ''>('');
  const [sessionId, setSessionId] = useState<number | 0>(0);
  const [exporting, setExporting] = useState(false);
  const [result, setResult] = useState<ActionResult | null>(null);

  // The sessions of the chosen subject (a session without a subject serves every subject).
  const sessions = (venues.data ?? []).flatMap((venue) =>
    venue.sessions
      .filter((s) => !subject || !s.subject || s.subject === subject)
      .map((s) => ({ value: s.session_id, label: `${nameIn(venue, locale)} ${formatDateTime(s.starts_at, locale)}` })),
  );

  function chooseSubject(next: SubjectCode | '') {
    setSubject(next);
    setSessionId(0);
  }

  async function exportList() {
    const filters: CandidateExportFilters = {};
    if (subject) filters.subject = subject;
    if (sessionId) filters.venue_session_id = sessionId;
    setExporting(true);
    try {
      const candidates = await fetchCandidates(filters);
      if (candidates.length === 0) {
        setResult({ type: 'error', text: t('schools.export.none') });
        return;
      }
      await downloadCandidateWorkbook(candidateSheetRows(candidates), candidateFileName(filters));
      setResult({ type: 'success', text: t('schools.export.done', { count: candidates.length }) });
    } catch (e) {
      setResult({ type: 'error', text: actionError(e) });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Card className="admin-card" title={t('schools.export.title')}>
      <p>{t('schools.export.hint')}</p>
      <ResultAlert result={result} onClose={() => setResult(null)} />
      <Form className="admin-toolbar" layout="vertical" component="div">
        <Form.Item label={t('schools.subject')} htmlFor="admin-export-subject">
          <Select
            id="admin-export-subject"
            style={{ minWidth: 200 }}
            value={subject}
            onChange={chooseSubject}
            options={[
              { value: '', label: t('schools.export.allSubjects') },
              ...SUBJECTS.map((code) => ({ value: code, label: subjectText(code, locale) })),
            ]}
          />
        </Form.Item>
        <Form.Item label={t('schools.export.session')} htmlFor="admin-export-session">
          <Select
            id="admin-export-session"
            style={{ minWidth: 260 }}
            value={sessionId}
            onChange={setSessionId}
            loading={venues.isFetching}
            options={[{ value: 0, label: t('schools.export.allSessions') }, ...sessions]}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" loading={exporting} onClick={() => void exportList()}>
            {t('schools.export.action')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
