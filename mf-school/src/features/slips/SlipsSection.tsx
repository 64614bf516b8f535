// Candidates and credentials, once the list is submitted: prepare slips for all students, one class or
// the rows selected in the list (each preparation issues new initial passwords, so it is confirmed),
// as one slip per A4 page or a class list, and print them; or reset one student's password and print
// the new slip. The passwords live only in this component's state and are dropped on close.
import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { CandidateSlip, SchoolCandidateRow } from '@mockexam/contracts';
import { fieldIn } from '@mockexam/i18n';
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
  const [chosenClass, setChosenClass] = useState<string | undefined>(classes[0]);
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

  return (
    <section className="school-section" aria-labelledby="school-slips-heading">
      <Typography.Title level={2} id="school-slips-heading" className="no-print">
        {t('slips.heading')}
      </Typography.Title>
      <div className="no-print">
        <p>{t('slips.help')}</p>
        <Form layout="vertical">
          <Form.Item label={t('slips.scope')}>
            <Radio.Group
              value={scope}
              onChange={(e) => setScope(e.target.value as Scope)}
              aria-label={t('slips.scope')}
            >
              <Radio value="all">{t('slips.all')}</Radio>
              <Radio value="class">{t('slips.oneClass')}</Radio>
              <Radio value="selected">{t('slips.selected', { count: selectedIds.length })}</Radio>
            </Radio.Group>
          </Form.Item>
          {scope === 'class' && (
            <Form.Item label={t('slips.class')} htmlFor="school-slips-class">
              <Select
                id="school-slips-class"
                value={chosenClass}
                onChange={setChosenClass}
                options={classes.map((c) => ({ value: c, label: c }))}
              />
            </Form.Item>
          )}
          <Form.Item label={t('slips.layout')}>
            <Radio.Group
              value={layout}
              onChange={(e) => setLayout(e.target.value as SlipLayout)}
              aria-label={t('slips.layout')}
            >
              <Radio value="slips">{t('slips.perPage')}</Radio>
              <Radio value="list">{t('slips.classList')}</Radio>
            </Radio.Group>
          </Form.Item>
          {!canPrepare && <p className="school-error-text">{t('slips.noneSelected')}</p>}
          <Button type="primary" disabled={!canPrepare} loading={slips.isPending} onClick={() => setConfirm('slips')}>
            {t('slips.prepare')}
          </Button>
          <Typography.Title level={3}>{t('slips.reset')}</Typography.Title>
          <Space wrap align="end">
            <Form.Item label={t('slips.student')} htmlFor="school-reset-student" className="school-inline-item">
              <Select
                id="school-reset-student"
                className="school-student-select"
                showSearch
                optionFilterProp="label"
                placeholder={t('slips.chooseStudent')}
                value={student}
                onChange={setStudent}
                options={rows.map((r) => ({ value: r.row_id, label: `${r.class} ${r.student_no} ${r.name}` }))}
              />
            </Form.Item>
            <Button
              danger
              disabled={student === undefined}
              loading={reset.isPending}
              onClick={() => setConfirm('reset')}
            >
              {t('slips.resetButton')}
            </Button>
          </Space>
        </Form>
        {failure !== null && (
          <Alert className="school-block" type="error" showIcon role="alert" title={schoolErrorText(failure, locale)} />
        )}
      </div>
      {sheet && <SlipSheet {...sheet} onClose={() => setSheet(null)} />}
      <Modal
        open={confirm === 'slips'}
        title={t('slips.confirmTitle')}
        okText={t('slips.confirmOk')}
        cancelText={t('slips.cancel')}
        onOk={prepare}
        onCancel={() => setConfirm(null)}
      >
        <p>{t('slips.confirmBody')}</p>
      </Modal>
      <Modal
        open={confirm === 'reset'}
        title={t('slips.resetConfirmTitle', { name: studentRow?.name ?? '' })}
        okText={t('slips.resetOk')}
        okButtonProps={{ danger: true }}
        cancelText={t('slips.cancel')}
        onOk={resetPassword}
        onCancel={() => setConfirm(null)}
      >
        <p>{t('slips.resetConfirmBody')}</p>
      </Modal>
    </section>
  );
}
