// Register the subject: the exam arrangement (a venue session, or at the school with papers delivered)
// and the expected number of candidates, saved with PUT. After the deadline only the summary shows.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamArrangement, SchoolRegistrationResponse } from '@mockexam/contracts';
import { SCHOOL_IMPORT_MAX_ROWS } from '@mockexam/contracts/schoolSheet';
import { Button, LoadError, Loading, Notice } from '@mockexam/ui/plain';
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
      <h2 className="section-title" id="school-registration-heading">
        {t('registration.heading')}
      </h2>
      {query.isPending && <Loading />}
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

/** The typed number, or null while the field is empty or not a number. */
const parseExpected = (text: string): number | null => (text.trim() === '' ? null : Number(text));

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
  const [expectedText, setExpectedText] = useState(
    registration.expected_candidates === null ? '' : String(registration.expected_candidates),
  );
  const [missingSession, setMissingSession] = useState(false);

  const expected = parseExpected(expectedText);
  const expectedValid =
    expected !== null && Number.isInteger(expected) && expected >= 1 && expected <= SCHOOL_IMPORT_MAX_ROWS;
  const expectedWrong = expectedText.trim() !== '' && !expectedValid;
  const sessionWrong = missingSession && sessionId === null;
  const submit = () => {
    if (save.isPending) return;
    if (arrangement === 'venue' && sessionId === null) return setMissingSession(true);
    if (!expectedValid) return;
    save.mutate({
      arrangement,
      expected_candidates: expected,
      ...(arrangement === 'venue' && sessionId !== null ? { venue_session_id: sessionId } : {}),
    });
  };

  return (
    <form
      className="school-registration"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {registered && <RegistrationSummary data={data} />}
      <fieldset className="choice-group">
        <legend>{t('registration.arrangement')}</legend>
        {(['venue', 'school'] as const).map((value) => (
          <label key={value} className="checkbox-label">
            <input
              type="radio"
              name="school-arrangement"
              value={value}
              checked={arrangement === value}
              onChange={() => setArrangement(value)}
            />
            <span>{t(`registration.${value}`)}</span>
          </label>
        ))}
      </fieldset>
      {arrangement === 'venue' ? (
        <div className="form-field">
          <p className="field-label" id="school-sessions-label">
            {t('registration.sessions')}
          </p>
          <SessionList
            sessions={sessions}
            registeredId={registered && registration.arrangement === 'venue' ? registration.venue_session_id : null}
            chosenId={sessionId}
            justSaved={save.isSuccess}
            disabled={save.isPending}
            onChoose={setSessionId}
          />
          {sessionWrong && (
            <p className="field-error" role="alert">
              {t('registration.chooseSession')}
            </p>
          )}
        </div>
      ) : (
        <p>{t('registration.schoolNote')}</p>
      )}
      <div className="form-field">
        <label className="field-label school-required" htmlFor="school-expected">
          {t('registration.expected')}
        </label>
        <input
          id="school-expected"
          className="text-input school-number-input"
          type="number"
          inputMode="numeric"
          min={1}
          max={SCHOOL_IMPORT_MAX_ROWS}
          step={1}
          required
          value={expectedText}
          aria-invalid={expectedWrong || undefined}
          aria-describedby="school-expected-help"
          onChange={(event) => setExpectedText(event.target.value)}
        />
        <p id="school-expected-help" className={expectedWrong ? 'field-error' : 'field-help'}>
          {expectedWrong ? message('EXPECTED_CANDIDATES_RANGE') : t('registration.expectedHelp')}
        </p>
      </div>
      {save.isError && <Notice className="school-block" type="error" title={schoolErrorText(save.error, locale)} />}
      {save.isSuccess && <Notice className="school-block" type="success" title={t('registration.saved')} />}
      <Button type="submit" primary disabled={!expectedValid} aria-busy={save.isPending}>
        {registered ? t('registration.saveChanges') : t('registration.register')}
      </Button>
    </form>
  );
}
