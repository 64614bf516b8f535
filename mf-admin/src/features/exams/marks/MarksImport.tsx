// The marks of one paper: download the paper's template (a row per candidate entered for the exam), then
// choose or drop the filled-in workbook. It is read in the marks worker, its rows checked by the contracts'
// own rules here, and sent; the server checks again and adds what only it knows (the candidates). Any row
// error means nothing is written, and the errors of both checks are listed together as the sheet numbers them.
// A mark given on screen is replaced only when staff tick the box; otherwise a row changing one is a row error.
import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Progress from 'antd/es/progress';
import Upload from 'antd/es/upload';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { useTranslation } from 'react-i18next';
import {
  MAX_MARKS_ROWS,
  marksRowErrors,
  messageText,
  type AdminExam,
  type AdminExamPaper,
  type AdminQuestion,
  type MarksRow,
} from '@mockexam/contracts';
import { useLocale } from '@mockexam/ui/text';
import { ResultAlert, type ActionResult } from '../../../components/ResultAlert';
import { useActionError } from '../../../components/useActionError';
import { useFetchEnteredCandidates, useImportMarks } from '../api';
import { marksColumns } from './marksColumns';
import { marksTemplateWorkbook } from './marksTemplate';
import { readMarksWorkbook, type MarksReadError, type ReadStage } from './readMarksWorkbook';
import { RowErrorsTable } from './RowErrorsTable';
import { checkedRowErrors, mergeRowErrors, serverRowErrors, type SheetRowError } from './rowErrors';

type Step = { stage: ReadStage | 'checking' | 'sending'; percent: number } | null;

interface Props {
  exam: AdminExam;
  paper: AdminExamPaper;
  questions: AdminQuestion[];
}

export function MarksImport({ exam, paper, questions }: Props) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const actionError = useActionError();
  const importing = useImportMarks(exam.exam_id, paper.exam_paper_id);
  const enteredCandidates = useFetchEnteredCandidates(exam.exam_id);
  const [step, setStep] = useState<Step>(null);
  const [problem, setProblem] = useState<{ error: MarksReadError; columns?: string[] } | null>(null);
  const [rowErrors, setRowErrors] = useState<SheetRowError[] | null>(null);
  const [result, setResult] = useState<ActionResult | null>(null);
  const [writing, setWriting] = useState(false);
  // Marks given on screen stay unless staff choose to replace them (a row that would change one is a row error).
  const [replaceOnScreen, setReplaceOnScreen] = useState(false);
  const columns = marksColumns(questions);

  async function downloadTemplate() {
    setWriting(true);
    setResult(null);
    try {
      const [X, candidates] = await Promise.all([import('xlsx'), enteredCandidates()]);
      const book = marksTemplateWorkbook(X, questions, candidates, locale);
      X.writeFile(book, `marks-${exam.subject}-paper${paper.paper_no}.xlsx`, { compression: true });
      setResult({
        type: candidates.length ? 'success' : 'warning',
        text: t('exams.marks.templateListed', { count: candidates.length }),
      });
    } catch (e) {
      setResult({ type: 'error', text: actionError(e) });
    } finally {
      setWriting(false);
    }
  }

  async function start(file: File) {
    setProblem(null);
    setRowErrors(null);
    setResult(null);
    setStep({ stage: 'reading', percent: 0 });
    // Reading is the first part of the bar, the worker's parse and the check the next, sending the rest.
    const read = await readMarksWorkbook(file, columns, MAX_MARKS_ROWS, (stage, fraction) =>
      setStep({ stage, percent: stage === 'reading' ? Math.round(fraction * 40) : 50 }),
    );
    if ('error' in read) {
      setStep(null);
      setProblem(read);
      return;
    }
    setStep({ stage: 'checking', percent: 65 });
    const checked = marksRowErrors(read.rows, questions);
    const found = checkedRowErrors(checked.errors, read.rowNumbers, columns);
    setStep({ stage: 'sending', percent: 80 });
    // Sent even with errors found here: the server writes nothing then either, and names the rows only it
    // can judge (the candidates), so staff see every error of the file at once.
    importing.mutate(
      { rows: found.length ? read.rows : (checked.rows as MarksRow[]), replaceOnScreen },
      {
        onSuccess: (answer) =>
          setResult(
            answer.unpublished_run_id === null
              ? { type: 'success', text: t('exams.marks.done', { count: answer.rows_written }) }
              : {
                  type: 'warning',
                  text: t('exams.marks.unpublished', { count: answer.rows_written, run: answer.unpublished_run_id }),
                },
          ),
        onError: (e) => {
          const refused = serverRowErrors(e, read.rowNumbers, columns);
          const all = mergeRowErrors(found, refused);
          if (all.length) setRowErrors(all);
          if (!refused.length) setResult({ type: 'error', text: actionError(e) });
        },
        onSettled: () => setStep(null),
      },
    );
  }

  if (questions.length === 0) return <Alert type="info" showIcon title={t('exams.marks.needsQuestions')} />;
  const busy = step !== null;
  return (
    <>
      <p>{t('exams.marks.hint')}</p>
      <Button
        icon={<DownloadOutlined />}
        loading={writing}
        onClick={() => void downloadTemplate()}
        style={{ marginBottom: 12 }}
      >
        {t('exams.marks.template')}
      </Button>
      <p>
        <Checkbox checked={replaceOnScreen} disabled={busy} onChange={(e) => setReplaceOnScreen(e.target.checked)}>
          {t('exams.marks.replaceOnScreen')}
        </Checkbox>
        <br />
        <span className="admin-help">{t('exams.marks.replaceOnScreenHelp')}</span>
      </p>
      <Upload.Dragger
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        multiple={false}
        showUploadList={false}
        disabled={busy}
        aria-label={t('exams.marks.fileLabel', { no: paper.paper_no })}
        beforeUpload={(file) => {
          void start(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-text">{t('exams.marks.drop')}</p>
        <p className="ant-upload-hint">{t('exams.marks.limits')}</p>
      </Upload.Dragger>
      <div role="status" style={{ marginTop: 12 }}>
        {step && (
          <>
            <span>{t(`exams.marks.stage.${step.stage}`)}</span>
            <Progress percent={step.percent} status="active" aria-label={t('exams.marks.progress')} />
          </>
        )}
      </div>
      {problem && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t(`exams.marks.error.${problem.error}`, { columns: (problem.columns ?? []).join(', ') })}
        />
      )}
      {rowErrors && (
        <>
          <Alert
            type="error"
            showIcon
            role="alert"
            style={{ marginBottom: 12 }}
            title={messageText('MARKS_ROWS_INVALID', locale)}
            description={t('exams.marks.fixAndRetry', { count: rowErrors.length })}
          />
          <RowErrorsTable errors={rowErrors} />
        </>
      )}
      <ResultAlert result={result} onClose={() => setResult(null)} />
    </>
  );
}
