// The questions editor's workbook: download the questions on screen (both languages' ability columns), or read a
// filled-in workbook into the editor (through the questions worker). Nothing is saved here: the questions read
// fill the table, and staff check and save them as if typed.
import { useState } from 'react';
import Button from 'antd/es/button';
import Upload from 'antd/es/upload';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { QUESTION_SHEET_COLUMNS } from './questionsSheet';
import { questionsWorkbook, valuesFromSheet } from './questionsWorkbook';
import type { QuestionValues } from './questionForm';
import { readQuestionsWorkbook } from './readQuestionsWorkbook';
import type { ActionResult } from '../../../components/ResultAlert';

interface Props {
  form: FormInstance;
  paperNo: number;
  disabled: boolean;
  onResult: (result: ActionResult) => void;
}

export function QuestionsWorkbook({ form, paperNo, disabled, onResult }: Props) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const current = (): QuestionValues[] => (form.getFieldValue('questions') as QuestionValues[] | undefined) ?? [];
  const header = (key: string) => QUESTION_SHEET_COLUMNS.find((c) => c.key === key)?.header ?? key;

  async function download() {
    const X = await import('xlsx');
    X.writeFile(questionsWorkbook(X, current()), `questions-paper${paperNo}.xlsx`, { compression: true });
  }

  async function read(file: Blob) {
    setBusy(true);
    try {
      const sheet = await readQuestionsWorkbook(file);
      if ('error' in sheet) {
        const columns = (sheet.columns ?? []).join(', ');
        onResult({ type: 'error', text: t(`exams.questions.workbook.error.${sheet.error}`, { columns }) });
        return;
      }
      const read = valuesFromSheet(sheet.rows, sheet.rowNumbers, current());
      if ('problems' in read) {
        const cells = read.problems.map((p) =>
          t('exams.questions.workbook.cell', { row: p.row, column: header(p.column) }),
        );
        onResult({ type: 'error', text: t('exams.questions.workbook.error.cells', { cells: cells.join('; ') }) });
        return;
      }
      form.setFieldsValue({ questions: read.values });
      onResult({ type: 'success', text: t('exams.questions.workbook.read', { count: read.values.length }) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="admin-account" style={{ marginBottom: 12 }}>
      <Button onClick={() => void download()}>{t('exams.questions.workbook.download')}</Button>
      <Upload
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        multiple={false}
        showUploadList={false}
        disabled={disabled || busy}
        beforeUpload={(file) => {
          void read(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button disabled={disabled} loading={busy}>
          {t('exams.questions.workbook.import')}
        </Button>
      </Upload>
    </div>
  );
}
