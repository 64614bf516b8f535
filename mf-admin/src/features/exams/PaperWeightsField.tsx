// An exam's papers with their weights in percent, which must add up to exactly 100 (compared in hundredths,
// as the contracts do, so 33.33 + 33.33 + 33.34 passes). A new exam adds and removes papers and names them;
// an existing exam's papers keep their titles and change only their weights.
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import { useTranslation } from 'react-i18next';
import { MAX_PAPERS_PER_EXAM, Percent, messageText } from '@mockexam/contracts';
import { useLocale } from '@mockexam/ui/text';
import { schemaRule } from '../../components/formRules';

export interface PaperValues {
  title: string;
  weight_percent: number | null;
}

/** The weights' sum in hundredths of a percent (10,000 is 100%). */
export const weightsInHundredths = (papers: readonly Partial<PaperValues>[] = []) =>
  papers.reduce((sum, p) => sum + Math.round((p?.weight_percent ?? 0) * 100), 0);

/** `fixedTitles`: an existing exam's papers, in order (only their weights change). */
export function PaperWeightsField({ fixedTitles }: { fixedTitles?: string[] }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const papers = Form.useWatch<PaperValues[] | undefined>('papers');
  const total = weightsInHundredths(papers) / 100;
  return (
    <Form.List
      name="papers"
      rules={[
        {
          validator: (_, value: PaperValues[] | undefined) =>
            weightsInHundredths(value) === 10_000
              ? Promise.resolve()
              : Promise.reject(new Error(messageText('EXAM_WEIGHTS_SUM', locale))),
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <fieldset className="admin-exam-weights">
          <legend>{t('exams.create.papers')}</legend>
          {fields.map((field, i) => {
            const no = i + 1;
            return (
              <div key={field.key} className="admin-toolbar">
                {fixedTitles ? (
                  <Form.Item label={t('exams.create.paperTitle', { no })}>
                    <span>{fixedTitles[i]}</span>
                  </Form.Item>
                ) : (
                  <Form.Item
                    label={t('exams.create.paperTitle', { no })}
                    name={[field.name, 'title']}
                    rules={[{ required: true, whitespace: true, message: messageText('FIELD_REQUIRED', locale) }]}
                  >
                    <Input maxLength={200} />
                  </Form.Item>
                )}
                <Form.Item
                  label={t('exams.create.paperWeight', { no })}
                  name={[field.name, 'weight_percent']}
                  rules={[
                    { required: true, message: messageText('FIELD_REQUIRED', locale) },
                    schemaRule(Percent, locale, { optional: true }),
                  ]}
                >
                  <InputNumber step={1} suffix="%" style={{ width: 120 }} />
                </Form.Item>
                {!fixedTitles && fields.length > 1 && (
                  <Form.Item>
                    <Button onClick={() => remove(field.name)} aria-label={t('exams.create.removePaper', { no })}>
                      {t('exams.create.remove')}
                    </Button>
                  </Form.Item>
                )}
              </div>
            );
          })}
          {!fixedTitles && fields.length < MAX_PAPERS_PER_EXAM && (
            <Button
              onClick={() =>
                add({ title: t('exams.create.paperDefault', { no: fields.length + 1 }), weight_percent: null })
              }
            >
              {t('exams.create.addPaper')}
            </Button>
          )}
          <p role="status" aria-live="polite">
            {t('exams.create.total', { total })}
          </p>
          <Form.ErrorList errors={errors} />
        </fieldset>
      )}
    </Form.List>
  );
}
