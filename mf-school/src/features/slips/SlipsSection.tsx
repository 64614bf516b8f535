// Candidates and credentials, once the list is submitted: prepare slips for all students, one class or
// the rows selected in the list (each preparation issues new initial passwords, so it is confirmed),
// as one slip per A4 page or a class list, and print them; or reset one student's password and print
// the new slip. The passwords live only in this component's state and are dropped on close.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CandidateSlip, SchoolCandidateRow } from '@mockexam/contracts';
import { fieldIn } from '@mockexam/i18n';
import { Button, Dialog, Notice } from '@mockexam/ui/plain';
import { useLocale } from '@mockexam/ui/text';
import { schoolErrorText } from '../../lib/errors';
import { usePasswordReset, useSlipsRequest } from './api';
import { SlipSheet, type SlipLayout } from './SlipSheet';

type Scope = 'all' | 'class' | 'selected';

interface Props {
  /** The submitted rows (those with a candidate number). */
  rows: SchoolCandidateRow[];
  selectedIds: number[];
}

export function SlipsSection({ rows, selectedIds }: Props) {
  const { t } = useTranslation('school');
  const locale = useLocale();
  const slips = useSlipsRequest();
  const reset = usePasswordReset();
  const classes = [...new Set(rows.map((r) => r.class))].sort();
  const [scope, setScope] = useState<Scope>('all');
  const [chosenClass, setChosenClass] = useState<string>(classes[0] ?? '');
  const [layout, setLayout] = useState<SlipLayout>('slips');
  const [confirm, setConfirm] = useState<'slips' | 'reset' | null>(null);
  const [student, setStudent] = useState<number | undefined>();
  const [sheet, setSheet] = useState<{ school: string; slips: CandidateSlip[]; layout: SlipLayout } | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const chosenIds = (): number[] =>
    scope === 'all'
      ? rows.map((r) => r.row_id)
      : scope === 'class'
        ? rows.filter((r) => r.class === chosenClass).map((r) => r.row_id)
        : selectedIds.filter((id) => rows.some((r) => r.row_id === id));
  const ids = chosenIds();
  const canPrepare = ids.length > 0;

  const prepare = () => {
    setConfirm(null);
    setFailure(null);
    slips
      .run(ids)
      .then((answer) => setSheet({ school: fieldIn(answer, 'school_name', locale), slips: answer.slips, layout }))
      .catch(setFailure);
  };
  const resetPassword = () => {
    setConfirm(null);
    setFailure(null);
    if (student === undefined) return;
    reset
      .run(student)
      .then((slip) => setSheet((old) => ({ school: old?.school ?? '', slips: [slip], layout: 'slips' })))
      .catch(setFailure);
  };
  const studentRow = rows.find((r) => r.row_id === student);

  const choices = <T extends string>(name: string, value: T, set: (value: T) => void, options: [T, string][]) =>
    options.map(([option, label]) => (
      <label key={option} className="checkbox-label">
        <input type="radio" name={name} value={option} checked={value === option} onChange={() => set(option)} />
        <span>{label}</span>
      </label>
    ));

  return (
    <section className="school-section" aria-labelledby="school-slips-heading">
      <h2 className="section-title no-print" id="school-slips-heading">
        {t('slips.heading')}
      </h2>
      <div className="no-print">
        <p>{t('slips.help')}</p>
        <fieldset className="choice-group">
          <legend>{t('slips.scope')}</legend>
          {choices<Scope>('school-slips-scope', scope, setScope, [
            ['all', t('slips.all')],
            ['class', t('slips.oneClass')],
            ['selected', t('slips.selected', { count: selectedIds.length })],
          ])}
        </fieldset>
        {scope === 'class' && (
          <div className="form-field">
            <label className="field-label" htmlFor="school-slips-class">
              {t('slips.class')}
            </label>
            <select
              id="school-slips-class"
              className="select"
              value={chosenClass}
              onChange={(event) => setChosenClass(event.target.value)}
            >
              {classes.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </div>
        )}
        <fieldset className="choice-group">
          <legend>{t('slips.layout')}</legend>
          {choices<SlipLayout>('school-slips-layout', layout, setLayout, [
            ['slips', t('slips.perPage')],
            ['list', t('slips.classList')],
          ])}
        </fieldset>
        {!canPrepare && <p className="school-error-text">{t('slips.noneSelected')}</p>}
        <Button
          primary
          disabled={!canPrepare}
          aria-busy={slips.isPending}
          onClick={() => !slips.isPending && setConfirm('slips')}
        >
          {t('slips.prepare')}
        </Button>
        <h3 className="school-subtitle">{t('slips.reset')}</h3>
        <div className="school-reset">
          <div className="form-field school-inline-item">
            <label className="field-label" htmlFor="school-reset-student">
              {t('slips.student')}
            </label>
            <select
              id="school-reset-student"
              className="select school-student-select"
              value={student ?? ''}
              onChange={(event) => setStudent(event.target.value === '' ? undefined : Number(event.target.value))}
            >
              <option value="">{t('slips.chooseStudent')}</option>
              {rows.map((r) => (
                <option key={r.row_id} value={r.row_id}>
                  {`${r.class} ${r.student_no} ${r.name}`}
                </option>
              ))}
            </select>
          </div>
          <Button
            className="button-danger"
            disabled={student === undefined}
            aria-busy={reset.isPending}
            onClick={() => !reset.isPending && setConfirm('reset')}
          >
            {t('slips.resetButton')}
          </Button>
        </div>
        {failure !== null && <Notice className="school-block" type="error" title={schoolErrorText(failure, locale)} />}
      </div>
      {sheet && <SlipSheet {...sheet} onClose={() => setSheet(null)} />}
      <Dialog
        open={confirm === 'slips'}
        title={t('slips.confirmTitle')}
        onClose={() => setConfirm(null)}
        footer={
          <>
            <Button onClick={() => setConfirm(null)}>{t('slips.cancel')}</Button>
            <Button primary onClick={prepare}>
              {t('slips.confirmOk')}
            </Button>
          </>
        }
      >
        <p>{t('slips.confirmBody')}</p>
      </Dialog>
      <Dialog
        open={confirm === 'reset'}
        title={t('slips.resetConfirmTitle', { name: studentRow?.name ?? '' })}
        onClose={() => setConfirm(null)}
        footer={
          <>
            <Button onClick={() => setConfirm(null)}>{t('slips.cancel')}</Button>
            <Button className="school-button-danger" onClick={resetPassword}>
              {t('slips.resetOk')}
            </Button>
          </>
        }
      >
        <p>{t('slips.resetConfirmBody')}</p>
      </Dialog>
    </section>
  );
}
