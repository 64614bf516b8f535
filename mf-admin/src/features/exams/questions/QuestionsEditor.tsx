// A paper's questions as an editable table, saved all at once with the replace call. The contracts check the
// list first (their messages land on the cells); once the paper has marks the server refuses any change, so the
// table is read-only and says why (and says the server's words if marks arrived since it was read).
import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import {
  messageText,
  type AdminExam,
  type AdminExamPaper,
  type AdminPaperQuestionsResponse,
} from '@mockexam/contracts';
import { fieldMessages, useLocale } from '@mockexam/ui/text';
import { textIn } from '@mockexam/i18n';
import { ResultAlert, type ActionResult } from '../../../components/ResultAlert';
import { useActionError } from '../../../components/useActionError';
import { useReplaceQuestions } from '../api';
import { checkQuestions, emptyQuestion, fieldOf, toValues, type QuestionValues } from './questionForm';
import { QuestionsTable } from './QuestionsTable';
import { QuestionsWorkbook } from './QuestionsWorkbook';

interface Props {
  exam: AdminExam;
  paper: AdminExamPaper;
  saved: AdminPaperQuestionsResponse;
}

export function QuestionsEditor({ exam, paper, saved }: Props) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const actionError = useActionError();
  // Untyped: the contracts' and the server's problems are placed by paths built at run time.
  const [form] = Form.useForm();
  const replace = useReplaceQuestions(exam.exam_id, paper.exam_paper_id);
  const [result, setResult] = useState<ActionResult | null>(null);
  const locked = saved.has_marks;

  async function save({ questions }: { questions: QuestionValues[] }) {
    setResult(null);
    const checked = checkQuestions(questions, locale);
    if ('errors' in checked) {
      form.setFields(checked.errors);
      setResult({ type: 'error', text: t('exams.questions.fix') });
      return;
    }
    try {
      const answer = await replace.mutateAsync(checked.body);
      setResult({ type: 'success', text: t('exams.questions.saved', { count: answer.questions.length }) });
    } catch (e) {
      // The server's field messages on their cells; its message above the table either way.
      const fields = Object.entries(fieldMessages(e)).map(([path, text]) => ({
        name: fieldOf(path.split('.')),
        errors: [textIn(text, locale)],
      }));
      if (fields.length) form.setFields(fields);
      setResult({ type: 'error', text: actionError(e) });
    }
  }

  return (
    <Card type="inner" className="admin-card" title={t('exams.questions.title', { no: paper.paper_no })}>
      {locked && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={messageText('QUESTIONS_LOCKED_BY_MARKS', locale)}
        />
      )}
      <ResultAlert result={result} onClose={() => setResult(null)} />
      <QuestionsWorkbook form={form} paperNo={paper.paper_no} disabled={locked} onResult={setResult} />
      <Form
        form={form}
        disabled={locked}
        initialValues={{ questions: saved.questions.map(toValues) }}
        onFinish={(values: { questions: QuestionValues[] }) => void save(values)}
        onFinishFailed={() => setResult({ type: 'error', text: t('exams.questions.fix') })}
      >
        <Form.List name="questions">
          {(fields, { add, remove, move }, { errors }) => (
            <>
              <QuestionsTable fields={fields} onRemove={remove} onMove={move} />
              <Form.ErrorList errors={errors} />
              <div className="admin-account" style={{ marginTop: 12 }}>
                <Button onClick={() => add(emptyQuestion(String(fields.length + 1)))}>
                  {t('exams.questions.add')}
                </Button>
                <Button type="primary" htmlType="submit" loading={replace.isPending}>
                  {t('exams.questions.save')}
                </Button>
              </div>
            </>
          )}
        </Form.List>
      </Form>
    </Card>
  );
}
