// A paper's marking guidelines, per question, saved all at once with the replace call. Candidates read a
// question's guidelines in its popup and teachers read them by page, so each sits on a page its question spans.
// The server checks labels and pages again; its messages land on their rows.
import { useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import {
  MAX_GUIDELINES_PER_PAPER,
  messageText,
  type AdminExamPaper,
  type AdminPaperGuidelinesResponse,
  type AdminQuestion,
} from '@mockexam/contracts';
import { LoadError } from '@mockexam/ui/antd';
import { fieldMessages, useLocale } from '@mockexam/ui/text';
import { textIn } from '@mockexam/i18n';
import { ResultAlert, type ActionResult } from '../../../components/ResultAlert';
import { useActionError } from '../../../components/useActionError';
import { usePaperGuidelines, useReplaceGuidelines } from '../api';
import { fieldOf, toBody, toValues, type GuidelinesValues } from './guidelineForm';
import { QuestionGuidelines } from './QuestionGuidelines';

interface Props {
  paper: AdminExamPaper;
  questions: AdminQuestion[];
}

export function GuidelinesEditor({ paper, questions }: Props) {
  const { t } = useTranslation('admin');
  // Guidelines belong to questions: none to read before the paper has some.
  const guidelines = usePaperGuidelines(paper.exam_paper_id, questions.length > 0);
  let body;
  if (questions.length === 0) body = <p>{t('exams.guidelines.needsQuestions')}</p>;
  else if (guidelines.isError && !guidelines.isFetching) body = <LoadError onRetry={() => void guidelines.refetch()} />;
  else if (!guidelines.data) body = null;
  else
    body = (
      // A new question list (ids, pages) starts the form again from what is saved.
      <GuidelinesForm
        key={questions.map((q) => `${q.question_id}:${q.page_location}`).join('|')}
        paper={paper}
        questions={questions}
        saved={guidelines.data}
      />
    );
  return (
    <Card
      type="inner"
      className="admin-card"
      title={t('exams.guidelines.title', { no: paper.paper_no })}
      loading={questions.length > 0 && !guidelines.data && !guidelines.isError}
    >
      {body}
    </Card>
  );
}

function GuidelinesForm({ paper, questions, saved }: Props & { saved: AdminPaperGuidelinesResponse }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const actionError = useActionError();
  // Untyped: the server's problems are placed by paths built at run time.
  const [form] = Form.useForm();
  const replace = useReplaceGuidelines(paper.exam_paper_id);
  const [result, setResult] = useState<ActionResult | null>(null);

  async function save(values: GuidelinesValues) {
    setResult(null);
    const { body, where } = toBody(questions, values);
    if (body.guidelines.length > MAX_GUIDELINES_PER_PAPER) {
      setResult({ type: 'error', text: messageText('GUIDELINES_TOO_MANY', locale) });
      return;
    }
    try {
      const answer = await replace.mutateAsync(body);
      form.setFieldsValue(toValues(questions, answer.guidelines));
      setResult({ type: 'success', text: t('exams.guidelines.saved', { count: answer.guidelines.length }) });
    } catch (e) {
      const fields = Object.entries(fieldMessages(e)).flatMap(([path, text]) => {
        const name = fieldOf(path, where);
        return name ? [{ name, errors: [textIn(text, locale)] }] : [];
      });
      if (fields.length) form.setFields(fields);
      setResult({ type: 'error', text: actionError(e) });
    }
  }

  return (
    <>
      <p>{t('exams.guidelines.hint')}</p>
      <ResultAlert result={result} onClose={() => setResult(null)} />
      <Form
        form={form}
        initialValues={toValues(questions, saved.guidelines)}
        onFinish={(values: GuidelinesValues) => void save(values)}
        onFinishFailed={() => setResult({ type: 'error', text: t('exams.guidelines.fix') })}
      >
        {questions.map((question, index) => (
          <QuestionGuidelines key={question.question_id} question={question} index={index} />
        ))}
        <Button type="primary" htmlType="submit" loading={replace.isPending}>
          {t('exams.guidelines.save')}
        </Button>
      </Form>
    </>
  );
}
