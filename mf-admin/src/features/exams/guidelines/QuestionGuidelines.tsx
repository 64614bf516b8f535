// One question's guidelines: a row per guideline with the page (one the question spans) and the suggestion,
// added and removed in place. Every control names its question and row for screen readers.
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { GuidelineInput, MAX_GUIDELINE_LENGTH, messageText, type AdminQuestion } from '@mockexam/contracts';
import { useLocale } from '@mockexam/ui/text';
import { schemaRule } from '../../../components/formRules';
import { questionPages } from './guidelineForm';

export function QuestionGuidelines({ question, index }: { question: AdminQuestion; index: number }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const pages = questionPages(question);
  const label = question.label;
  const headingId = `guidelines-question-${index}`;
  return (
    <section aria-labelledby={headingId} className="admin-guidelines-question" style={{ marginBottom: 16 }}>
      <h4 id={headingId} style={{ margin: '0 0 8px' }}>
        {t('exams.guidelines.question', { label, pages: pages.join(', ') })}
      </h4>
      <Form.List name={['questions', index, 'rows']}>
        {(rows, { add, remove }) => (
          <>
            {rows.length === 0 && <p style={{ margin: '0 0 8px' }}>{t('exams.guidelines.none')}</p>}
            {rows.map((row, r) => (
              <div key={row.key} style={{ display: 'flex', gap: 8, alignItems: 'flex-start', flexWrap: 'wrap' }}>
                <Form.Item
                  name={[row.name, 'page']}
                  rules={[{ required: true, message: messageText('FIELD_REQUIRED', locale) }]}
                  style={{ marginBottom: 8 }}
                >
                  <Select
                    aria-label={t('exams.guidelines.page', { label, row: r + 1 })}
                    options={pages.map((page) => ({ value: page, label: t('exams.guidelines.pageOption', { page }) }))}
                    style={{ width: 110 }}
                  />
                </Form.Item>
                <Form.Item
                  name={[row.name, 'suggestion']}
                  validateFirst
                  rules={[
                    { required: true, whitespace: true, message: messageText('FIELD_REQUIRED', locale) },
                    schemaRule(GuidelineInput.shape.suggestion, locale, { optional: true }),
                  ]}
                  style={{ flex: '1 1 280px', marginBottom: 8 }}
                >
                  <Input.TextArea
                    aria-label={t('exams.guidelines.suggestion', { label, row: r + 1 })}
                    autoSize={{ minRows: 1, maxRows: 8 }}
                    maxLength={MAX_GUIDELINE_LENGTH}
                  />
                </Form.Item>
                <Button
                  onClick={() => remove(row.name)}
                  aria-label={t('exams.guidelines.remove', { label, row: r + 1 })}
                >
                  ×
                </Button>
              </div>
            ))}
            <Button size="small" onClick={() => add({ page: pages[0] ?? null, suggestion: '' })}>
              {t('exams.guidelines.add', { label })}
            </Button>
          </>
        )}
      </Form.List>
    </section>
  );
}
