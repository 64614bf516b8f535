// An exam's papers with their weights in percent, which must add up to exactly 100 (compared in hundredths,
// as the contracts do, so 33.33 + 33.33 + 33.34 passes), each titled in Chinese and English. A new exam adds and
// removes papers; an existing exam keeps its papers and changes their titles and weights.
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import { useTranslation } from 'react-i18next';
import { MAX_PAPERS_PER_EXAM, MAX_TITLE_LENGTH, Percent, messageText, paperLabel } from '@mockexam/contracts';
import { useLocale } from '@mockexam/ui/text';
import { schemaRule } from '../../components/formRules';

export interface PaperValues {
  title_zh: string;
  title_en: string;
  weight_percent: number | null;
}

/** A new paper's titles before staff name it: 'Paper 2' / '卷二'. */
export const defaultPaper = (no: number, weight: number | null): PaperValues => ({
  title_zh: paperLabel(no)['zh-hk'],
  title_en: paperLabel(no).en,
  weight_percent: weight,
});

/** The weights' sum in hundredths of a percent (10,000 is 100%). */
export const weightsInHundredths = (papers: readonly Partial<PaperValues>[] = []) =>
  papers.reduce((sum, p) => sum + Math.round((p?.weight_percent ?? 0) * 100), 0);

/** `fixedPapers`: an existing exam's papers, in order (none added or removed). */
export function PaperWeightsField({ fixedPapers = false }: { fixedPapers?: boolean }) {
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
                {(['zh', 'en'] as const).map((language) => (
                  <Form.Item
                    key={language}
                    label={t(`exams.create.paperTitle_${language}`, { no })}
                    name={[field.name, `title_${language}`]}
                    rules={[{ required: true, whitespace: true, message: messageText('FIELD_REQUIRED', locale) }]}
                  >
                    <Input maxLength={MAX_TITLE_LENGTH} lang={language === 'zh' ? 'zh-HK' : 'en'} />
                  </Form.Item>
                ))}
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
                {!fixedPapers && fields.length > 1 && (
                  <Form.Item>
                    <Button onClick={() => remove(field.name)} aria-label={t('exams.create.removePaper', { no })}>
                      {t('exams.create.remove')}
                    </Button>
                  </Form.Item>
                )}
              </div>
            );
          })}
          {!fixedPapers && fields.length < MAX_PAPERS_PER_EXAM && (
            <Button onClick={() => add(defaultPaper(fields.length + 1, null))}>{t('exams.create.addPaper')}</Button>
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
