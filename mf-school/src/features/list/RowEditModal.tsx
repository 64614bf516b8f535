// Edit one row, or add a candidate: four labelled fields validated live with the shared rules (the
// server's own) before anything is sent; the server's answer (the whole list) replaces the list. A plain
// dialog on the browser's <dialog>; its form starts afresh for each row opened.
import { useState, type ReactNode } from 'react';
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
import { Button, Dialog, Notice } from '@mockexam/ui/plain';
import { useLocale, useMessage } from '@mockexam/ui/text';
import { schoolErrorText } from '../../lib/errors';
import { useAddRow, useEditRow } from './api';

type Editing = SchoolCandidateRow | 'new';

interface Props {
  /** The row to edit, 'new' to add a candidate, or null while closed. */
  row: Editing | null;
  onClose: () => void;
}

export function RowEditModal({ row, onClose }: Props) {
  const { t } = useTranslation('school');
  const [opened, setOpened] = useState(0);
  const [last, setLast] = useState<Editing | null>(row);
  // A new row (or 'new' again) gives the form a new key, so it starts from that row's values.
  if (row !== last) {
    setLast(row);
    if (row !== null) setOpened((n) => n + 1);
  }
  return (
    <Dialog
      open={row !== null}
      title={row === null ? '' : row === 'new' ? t('edit.addTitle') : t('edit.editTitle', { n: row.row_no })}
      onClose={onClose}
    >
      {row !== null && <RowForm key={opened} row={row} onClose={onClose} />}
    </Dialog>
  );
}

const EMPTY: SchoolRowValues = { class: '', name: '', student_no: '', language_version: '' };

function RowForm({ row, onClose }: { row: Editing; onClose: () => void }) {
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

  const field = (name: SchoolRowField, label: string, control: (props: FieldProps) => ReactNode) => {
    const error = shown(name);
    const id = `school-edit-${name}`;
    return (
      <div className="form-field">
        <label className="field-label school-required" htmlFor={id}>
          {label}
        </label>
        {control({
          id,
          required: true,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
        })}
        {error && (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        )}
      </div>
    );
  };
  const text = (name: 'class' | 'name' | 'student_no', maxLength: number) => (props: FieldProps) => (
    <input
      {...props}
      className="text-input school-edit-input"
      type="text"
      inputMode={name === 'student_no' ? 'numeric' : undefined}
      autoComplete="off"
      maxLength={maxLength}
      value={values[name]}
      onChange={(event) => set(name, event.target.value)}
    />
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      {field('class', t('list.class'), text('class', 20))}
      {field('name', t('list.name'), text('name', 80))}
      {field('student_no', t('list.studentNo'), text('student_no', 10))}
      {field('language_version', t('list.language'), (props) => (
        <select
          {...props}
          className="select school-edit-input"
          value={normalised.language_version}
          onChange={(event) => set('language_version', event.target.value)}
        >
          <option value="" disabled>
            {t('edit.chooseLanguage')}
          </option>
          {Object.entries(LANGUAGE_VERSION_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {textIn(label, locale)}
            </option>
          ))}
        </select>
      ))}
      {mutation.isError && <Notice type="error" title={schoolErrorText(mutation.error, locale)} />}
      <div className="dialog-footer">
        <Button onClick={onClose}>{t('edit.cancel')}</Button>
        <Button type="submit" primary disabled={mutation.isPending} aria-busy={mutation.isPending}>
          {t('edit.save')}
        </Button>
      </div>
    </form>
  );
}

interface FieldProps {
  id: string;
  required: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}
