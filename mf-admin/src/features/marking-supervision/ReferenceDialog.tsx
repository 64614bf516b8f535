// A new reference script of the question: a scanned candidate's answer picked from the list (by script
// code and its image, never a name), what it is for (practice, qualification or seed), its definitive mark
// (by writing criteria for an essay, the mark their sum) and a note for the markers.
import { useState } from 'react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Pagination from 'antd/es/pagination';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import { useTranslation } from 'react-i18next';
import {
  writingCriterionLabels,
  type CreateReferenceRequest,
  type ReferencePurpose,
  type WritingCriterionCode,
} from '@mockexam/contracts';
import { textIn } from '@mockexam/i18n';
import { NoRecords } from '@mockexam/ui';
import { LoadError } from '@mockexam/ui/antd';
import { useLocale } from '@mockexam/ui/text';
import { FormModal } from '../../components/FormModal';
import { ResultAlert, type ActionResult } from '../../components/ResultAlert';
import { CANDIDATES_PAGE, useCandidates, useCreateReference } from './api';
import { RegionImages } from './RegionImages';
import { toleranceRule } from './settingsRules';
import { NS } from './ns';

export interface QuestionFacts {
  id: number;
  label: string;
  max_score: number;
  /** An essay's writing criteria; empty for other questions. */
  criteria: { code: WritingCriterionCode; max_score: number }[];
}

interface Values {
  script_code?: string;
  purpose: ReferencePurpose;
  definitive_score?: number;
  criteria?: Partial<Record<WritingCriterionCode, number>>;
  note?: string;
}

interface Props {
  question: QuestionFacts;
  onClose: () => void;
  onDone: (result: ActionResult) => void;
}

export const PURPOSES: ReferencePurpose[] = ['practice', 'qualification', 'seed'];

export function ReferenceDialog({ question, onClose, onDone }: Props) {
  const { t } = useTranslation(NS);
  const locale = useLocale();
  const [form] = Form.useForm<Values>();
  const creation = useCreateReference(question.id);
  const essay = question.criteria.length > 0;
  const required = { required: true, message: t('settings.required') };
  // A refusal stays in the dialog, so the choice can be corrected and sent again.
  const [refused, setRefused] = useState<ActionResult | null>(null);

  async function save(values: Values) {
    const criteria = essay ? (values.criteria as CreateReferenceRequest['definitive_criteria']) : null;
    const score = essay
      ? question.criteria.reduce((sum, c) => sum + (values.criteria?.[c.code] ?? 0), 0)
      : values.definitive_score!;
    const note = values.note?.trim() || null;
    setRefused(null);
    const created = await creation.mutateAsync({
      script_code: values.script_code!,
      purpose: values.purpose,
      definitive_score: score,
      definitive_criteria: criteria,
      note,
    });
    onDone({
      type: 'success',
      text: t('references.added', {
        code: values.script_code,
        reference: created.script_code,
        purpose: t(`purpose.${values.purpose}`),
        score,
      }),
    });
  }

  return (
    <FormModal<Values>
      title={t('references.addTitle', { label: question.label })}
      form={form}
      initialValues={{ purpose: 'practice' }}
      onSave={save}
      pending={creation.isPending}
      onError={setRefused}
      onClose={onClose}
    >
      <ResultAlert result={refused} onClose={() => setRefused(null)} />
      <Form.Item
        label={t('references.script')}
        name="script_code"
        rules={[{ required: true, message: t('references.scriptRequired') }]}
      >
        <CandidatePicker questionId={question.id} />
      </Form.Item>
      <Form.Item label={t('references.purpose')} name="purpose" htmlFor="marking-reference-purpose" rules={[required]}>
        <Select
          id="marking-reference-purpose"
          options={PURPOSES.map((p) => ({ value: p, label: t(`purpose.${p}`) }))}
        />
      </Form.Item>
      {essay ? (
        <fieldset className="marking-criteria">
          <legend>{t('references.criteria', { max: question.max_score })}</legend>
          {question.criteria.map((c) => (
            <Form.Item
              key={c.code}
              label={t('references.criterion', {
                name: textIn(writingCriterionLabels[c.code], locale),
                max: c.max_score,
              })}
              name={['criteria', c.code]}
              htmlFor={`marking-reference-${c.code}`}
              rules={[required, toleranceRule(c.max_score, locale, t('references.aboveMax', { max: c.max_score }))]}
            >
              <InputNumber id={`marking-reference-${c.code}`} min={0} max={c.max_score} step={0.5} />
            </Form.Item>
          ))}
        </fieldset>
      ) : (
        <Form.Item
          label={t('references.definitive', { max: question.max_score })}
          name="definitive_score"
          htmlFor="marking-reference-score"
          rules={[
            required,
            toleranceRule(question.max_score, locale, t('references.aboveMax', { max: question.max_score })),
          ]}
        >
          <InputNumber id="marking-reference-score" min={0} max={question.max_score} step={0.5} />
        </Form.Item>
      )}
      <Form.Item label={t('references.note')} name="note" htmlFor="marking-reference-note">
        <Input.TextArea id="marking-reference-note" maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
    </FormModal>
  );
}

/** The scanned scripts of the question a page at a time, each chosen by its code beside its image. */
function CandidatePicker({
  questionId,
  value,
  onChange,
}: {
  questionId: number;
  value?: string;
  onChange?: (code: string) => void;
}) {
  const { t } = useTranslation(NS);
  const [offset, setOffset] = useState(0);
  const candidates = useCandidates(questionId, offset, true);
  if (candidates.isError && !candidates.isFetching) return <LoadError onRetry={() => void candidates.refetch()} />;
  if (!candidates.data) return <Spin />;
  const { scripts, total } = candidates.data;
  if (total === 0) return <NoRecords />;
  return (
    <div className="marking-candidates">
      <Radio.Group
        value={value}
        onChange={(e) => onChange?.(e.target.value as string)}
        aria-label={t('references.script')}
        className="marking-candidates-list"
      >
        {scripts.map((script) => (
          <div key={script.script_code} className="marking-candidate">
            <Radio value={script.script_code}>{t('references.scriptCode', { code: script.script_code })}</Radio>
            <RegionImages scriptCode={script.script_code} regions={script.regions} />
          </div>
        ))}
      </Radio.Group>
      {total > CANDIDATES_PAGE && (
        <Pagination
          size="small"
          simple
          current={offset / CANDIDATES_PAGE + 1}
          pageSize={CANDIDATES_PAGE}
          total={total}
          onChange={(page) => setOffset((page - 1) * CANDIDATES_PAGE)}
        />
      )}
    </div>
  );
}
