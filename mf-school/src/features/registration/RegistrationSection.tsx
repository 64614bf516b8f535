// Register the subject: the exam arrangement (a venue session, or at the school with papers delivered)
// and the expected number of candidates, saved with PUT. After the deadline only the summary shows.
import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { ExamArrangement, SchoolRegistrationResponse } from '@mockexam/contracts';
import { SCHOOL_IMPORT_MAX_ROWS } from '@mockexam/contracts/schoolSheet';
import { LoadError } from '@mockexam/ui/antd';
import { useLocale, useMessage } from '@mockexam/ui/text';
import { schoolErrorText } from '../../lib/errors';
import { useSaveRegistration, useSchoolRegistration } from './api';
import { RegistrationSummary } from './RegistrationSummary';
import { SessionList } from './SessionList';

export function RegistrationSection({ closed }: { closed: boolean }) {
  const { t } = useTranslation('school');
  const locale = useLocale();
  const query = useSchoolRegistration();
  return (
    <section className="school-section" aria-labelledby="school-registration-heading">
      <Typography.Title level={2} id="school-registration-heading">
        {t('registration.heading')}
      </Typography.Title>
      {query.isPending && <Spin />}
      {query.isLoadingError && (
        <LoadError message={schoolErrorText(query.error, locale)} onRetry={() => void query.refetch()} />
      )}
      {query.data &&
        (closed || query.data.registration.closed ? (
          <RegistrationSummary data={query.data} />
        ) : (
          <RegistrationForm data={query.data} />
        ))}
    </section>
  );
}

// Mounted once the registration is loaded: its fields start from it and then follow the teacher (not
// remounted on save, so 'Registered successfully' stays on the saved session).
function RegistrationForm({ data }: { data: SchoolRegistrationResponse }) {
  const { t } = useTranslation('school');
  const locale = useLocale();
  const message = useMessage();
  const save = useSaveRegistration();
  const { registration, sessions } = data;
  const registered = registration.status === 'registered';
  const [arrangement, setArrangement] = useState<ExamArrangement>(registration.arrangement ?? 'venue');
  const [sessionId, setSessionId] = useState<number | null>(registration.venue_session_id);
  const [expected, setExpected] = useState<number | null>(registration.expected_candidates);
  const [missingSession, setMissingSession] = useState(false);

  const expectedValid =
    expected !== null && Number.isInteger(expected) && expected >= 1 && expected <= SCHOOL_IMPORT_MAX_ROWS;
  const submit = () => {
    if (arrangement === 'venue' && sessionId === null) return setMissingSession(true);
    if (!expectedValid) return;
    save.mutate({
      arrangement,
      expected_candidates: expected,
      ...(arrangement === 'venue' && sessionId !== null ? { venue_session_id: sessionId } : {}),
    });
  };

  return (
    <Form layout="vertical" onFinish={submit} className="school-registration">
      {registered && <RegistrationSummary data={data} />}
      <Form.Item label={t('registration.arrangement')}>
        <Radio.Group
          value={arrangement}
          onChange={(e) => setArrangement(e.target.value as ExamArrangement)}
          aria-label={t('registration.arrangement')}
        >
          <Radio value="venue">{t('registration.venue')}</Radio>
          <Radio value="school">{t('registration.school')}</Radio>
        </Radio.Group>
      </Form.Item>
      {arrangement === 'venue' ? (
        <Form.Item
          label={t('registration.sessions')}
          validateStatus={missingSession && sessionId === null ? 'error' : undefined}
          help={missingSession && sessionId === null ? t('registration.chooseSession') : undefined}
        >
          <SessionList
            sessions={sessions}
            registeredId={registered && registration.arrangement === 'venue' ? registration.venue_session_id : null}
            chosenId={sessionId}
            justSaved={save.isSuccess}
            disabled={save.isPending}
            onChoose={setSessionId}
          />
        </Form.Item>
      ) : (
        <p>{t('registration.schoolNote')}</p>
      )}
      <Form.Item
        label={t('registration.expected')}
        htmlFor="school-expected"
        validateStatus={expected !== null && !expectedValid ? 'error' : undefined}
        help={
          expected !== null && !expectedValid ? message('EXPECTED_CANDIDATES_RANGE') : t('registration.expectedHelp')
        }
        required
      >
        <InputNumber
          id="school-expected"
          precision={0}
          value={expected}
          onChange={(value) => setExpected(typeof value === 'number' ? value : null)}
        />
      </Form.Item>
      {save.isError && <Alert type="error" showIcon role="alert" title={schoolErrorText(save.error, locale)} />}
      {save.isSuccess && <Alert type="success" showIcon role="status" title={t('registration.saved')} />}
      <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!expectedValid}>
        {registered ? t('registration.saveChanges') : t('registration.register')}
      </Button>
    </Form>
  );
}
