// An essay's writing criteria (Part A: content, tone, organisation; Part B: content, expression, structure,
// punctuation and font, homophones), each with its full marks; together they make the question's full marks.
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import type { FormListFieldData } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { MAX_QUESTION_SCORE, WRITING_CRITERIA, messageText } from '@mockexam/contracts';
import { useLocale } from '@mockexam/ui/text';

export function CriteriaField({ field, row }: { field: FormListFieldData; row: number }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const required = [{ required: true, message: messageText('FIELD_REQUIRED', locale) }];
  return (
    <Form.List name={[field.name, 'criteria']}>
      {(criteria, { add, remove }, { errors }) => (
        <div style={{ minWidth: 300 }}>
          {criteria.map((c, j) => (
            <div key={c.key} className="admin-account">
              <Form.Item className="admin-question-cell" name={[c.name, 'code']} rules={required}>
                <Select
                  aria-label={t('exams.questions.criterionCode', { row, no: j + 1 })}
                  style={{ width: 190 }}
                  options={WRITING_CRITERIA.map((code) => ({ value: code, label: t(`exams.criterion.${code}`) }))}
                />
              </Form.Item>
              <Form.Item className="admin-question-cell" name={[c.name, 'max_score']} rules={required}>
                <InputNumber
                  aria-label={t('exams.questions.criterionMax', { row, no: j + 1 })}
                  min={0.5}
                  max={MAX_QUESTION_SCORE}
                  step={0.5}
                  style={{ width: 70 }}
                />
              </Form.Item>
              <Button
                size="small"
                onClick={() => remove(c.name)}
                aria-label={t('exams.questions.criterionRemove', { row, no: j + 1 })}
              >
                ×
              </Button>
            </div>
          ))}
          {criteria.length < WRITING_CRITERIA.length && (
            <Button size="small" onClick={() => add({ max_score: null })}>
              {t('exams.questions.criterionAdd')}
            </Button>
          )}
          <Form.ErrorList errors={errors} />
        </div>
      )}
    </Form.List>
  );
}
