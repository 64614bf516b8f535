// Edit one row, or add a candidate: four labelled fields validated live with the shared rules (the
// server's own) before anything is sent; the server's answer (the whole list) replaces the list.
import { useState, type ReactNode } from 'react';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- checks input with the API's schemas
import {
  LANGUAGE_VERSION_LABELS,
  normaliseSchoolRow,
  rowErrors,
  type SchoolCandidateRow,
  type SchoolRowField,
  type SchoolRowValues,
} from '@mockexam/contracts';
import { textIn } from '@mockexam/i18n';
import { useLocale, useMessage } from '@mockexam/ui/text';
import { schoolErrorText } from '../../lib/errors';
import { useAddRow, useEditRow } from './api';

interface Props {
  /** The row to edit, or 'new' to add a candidate. */
  row: SchoolCandidateRow | 'new';
  onClose: () => void;
}

const EMPTY: SchoolRowValues = { class: '', name: '', student_no: '', language_version: '' };

export function RowEditModal({ row, onClose }: Props) {
  const { t } = useTranslation('school');
  const locale = useLocale();
  const message = useMessage();
  const edit = useEditRow();
  const add = useAddRow();
  const [values, setValues] = useState<SchoolRowValues>(row === 'new' ? EMPTY : row);
  // Errors show once a field was touched, or all of them on save.
  const [touched, setTouched] = useState<Set<SchoolRowField | 'all'>>(new Set());
  const normalised = normaliseSchoolRow(values);
  const errors = rowErrors(normalised);
  const shown = (field: SchoolRowField) =>
    (touched.has(field) || touched.has('all')) && errors[field] ? message(errors[field]) : undefined;
  const set = (field: SchoolRowField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((s) => new Set(s).add(field));
  };
  const mutation = row === 'new' ? add : edit;

  const save = () => {
    setTouched(new Set(['all']));
    if (Object.keys(errors).length > 0) return;
    const done = { onSuccess: onClose };
    if (row === 'new') add.mutate(normalised, done);
    else edit.mutate({ rowId: row.row_id, row: normalised }, done);
  };

  const item = (field: SchoolRowField, label: string, input: ReactNode) => (
    <Form.Item
      label={label}
      htmlFor={`school-edit-${field}`}
      validateStatus={shown(field) ? 'error' : undefined}
      help={shown(field)}
      required
    >
      {input}
    </Form.Item>
  );

  return (
    <Modal
      open
      title={row === 'new' ? t('edit.addTitle') : t('edit.editTitle', { n: row.row_no })}
      okText={t('edit.save')}
      cancelText={t('edit.cancel')}
      confirmLoading={mutation.isPending}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={save}>
        {item(
          'class',
          t('list.class'),
          <Input
            id="school-edit-class"
            value={values.class}
            maxLength={20}
            onChange={(e) => set('class', e.target.value)}
          />,
        )}
        {item(
          'name',
          t('list.name'),
          <Input
            id="school-edit-name"
            value={values.name}
            maxLength={80}
            onChange={(e) => set('name', e.target.value)}
          />,
        )}
        {item(
          'student_no',
          t('list.studentNo'),
          <Input
            id="school-edit-student_no"
            inputMode="numeric"
            value={values.student_no}
            maxLength={10}
            onChange={(e) => set('student_no', e.target.value)}
          />,
        )}
        {item(
          'language_version',
          t('list.language'),
          <Select
            id="school-edit-language_version"
            value={normalised.language_version || undefined}
            placeholder={t('edit.chooseLanguage')}
            onChange={(value: string) => set('language_version', value)}
            options={Object.entries(LANGUAGE_VERSION_LABELS).map(([value, label]) => ({
              value,
              label: textIn(label, locale),
            }))}
          />,
        )}
        {mutation.isError && (
          <Alert type="error" showIcon role="alert" title={schoolErrorText(mutation.error, locale)} />
        )}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
