// The exam's grade boundaries: cut scores on the weighted total (0 to 100) for levels 1 to 5, 5* and 5**
// (the publisher's rule for this mock, not the HKEAA's), or for Citizenship and Social Development the one
// score at or above which a candidate has attained. A new grading run is needed for a change to count.
import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import { useTranslation } from 'react-i18next';
import { BOUNDARY_LEVELS, Percent, messageText, type AdminExam, type BoundariesRequest } from '@mockexam/contracts';
import { LoadError } from '@mockexam/ui/antd';
import { useLocale } from '@mockexam/ui/text';
import { ResultAlert, type ActionResult } from '../../../components/ResultAlert';
import { useActionError } from '../../../components/useActionError';
import { useBoundaries, useSetBoundaries } from '../api';
import { schemaRule } from '../../../components/formRules';
import { boundaryProblems, type LevelValues } from './boundaryRules';

interface Values {
  levels: LevelValues;
  attain_min_score: number | null;
}

export function BoundariesForm({ exam }: { exam: AdminExam }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const actionError = useActionError();
  const saved = useBoundaries(exam.exam_id);
  const saving = useSetBoundaries(exam.exam_id);
  const [form] = Form.useForm<Values>();
  const [result, setResult] = useState<ActionResult | null>(null);
  const attainOnly = exam.subject === 'csd';

  if (saved.isError && !saved.isFetching) return <LoadError onRetry={() => void saved.refetch()} />;
  if (!saved.data) return <Card loading />;

  async function save(values: Values) {
    const body: BoundariesRequest = attainOnly
      ? { levels: null, attain_min_score: values.attain_min_score }
      : { levels: values.levels as BoundariesRequest['levels'], attain_min_score: null };
    try {
      await saving.mutateAsync(body);
      setResult({ type: 'success', text: t('exams.boundaries.saved') });
    } catch (e) {
      setResult({ type: 'error', text: actionError(e) });
    }
  }

  const required = { required: true, message: messageText('FIELD_REQUIRED', locale) };
  const levelRule = (level: (typeof BOUNDARY_LEVELS)[number]) => ({
    validator: () => {
      const problem = boundaryProblems(form.getFieldValue('levels') ?? {})[level];
      return problem ? Promise.reject(new Error(messageText(problem, locale))) : Promise.resolve();
    },
  });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ levels: saved.data.levels ?? {}, attain_min_score: saved.data.attain_min_score }}
      onFinish={(values) => void save(values)}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title={attainOnly ? t('exams.boundaries.attainNote') : t('exams.boundaries.note')}
        description={exam.latest_run ? t('exams.boundaries.rerun') : undefined}
      />
      <ResultAlert result={result} onClose={() => setResult(null)} />
      {attainOnly ? (
        <Form.Item
          label={t('exams.boundaries.attain')}
          name="attain_min_score"
          rules={[required, schemaRule(Percent, locale, { optional: true })]}
        >
          <InputNumber step={0.5} style={{ width: 140 }} />
        </Form.Item>
      ) : (
        <div className="admin-toolbar">
          {BOUNDARY_LEVELS.map((level, i) => (
            <Form.Item
              key={level}
              label={t('exams.boundaries.level', { level })}
              name={['levels', level]}
              // Re-checked when the level below changes: "above the level below" depends on it.
              dependencies={i > 0 ? [['levels', BOUNDARY_LEVELS[i - 1]]] : []}
              extra={level.includes('*') ? t('exams.boundaries.publisherRule') : undefined}
              rules={[levelRule(level)]}
            >
              <InputNumber step={0.5} style={{ width: 120 }} />
            </Form.Item>
          ))}
        </div>
      )}
      <Button type="primary" htmlType="submit" loading={saving.isPending}>
        {t('exams.boundaries.save')}
      </Button>
    </Form>
  );
}
