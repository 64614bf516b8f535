// The questions' cells: label, pages, type, section, genre, ability, full marks, the correct answer (multiple
// choice only) and the writing criteria (essays only), with moving and removing a row. Every input is named
// by its column and row for screen readers; the table scrolls sideways on a narrow screen.
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import type { FormListFieldData } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { MAX_ABILITY_LENGTH, MAX_QUESTION_SCORE, messageText } from '@mockexam/contracts';
import { NoRecords } from '@mockexam/ui';
import { useLocale } from '@mockexam/ui/text';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { CriteriaField } from './CriteriaField';
import { QUESTION_TYPES, type QuestionValues } from './questionForm';

interface Props {
  fields: FormListFieldData[];
  onRemove: (index: number) => void;
  onMove: (from: number, to: number) => void;
}

export function QuestionsTable({ fields, onRemove, onMove }: Props) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const values = Form.useWatch<QuestionValues[] | undefined>('questions');
  const required = { required: true, message: messageText('FIELD_REQUIRED', locale) };
  const cell = (column: string, row: number) =>
    t('exams.questions.cell', { column: t(`exams.questions.${column}`), row });
  const item = (field: FormListFieldData, name: keyof QuestionValues, input: React.ReactNode, rules = [required]) => (
    <Form.Item className="admin-question-cell" name={[field.name, name]} rules={rules}>
      {input}
    </Form.Item>
  );

  return (
    <ScrollRegion label={t('exams.questions.tableLabel')}>
      <Table<FormListFieldData>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={fields}
        locale={{ emptyText: <NoRecords /> }}
        columns={[
          { title: '#', key: 'no', render: (_: unknown, __, i) => i + 1 },
          {
            title: t('exams.questions.label'),
            key: 'label',
            render: (_: unknown, f, i) =>
              item(f, 'label', <Input aria-label={cell('label', i + 1)} style={{ width: 80 }} />),
          },
          {
            title: t('exams.questions.pages'),
            key: 'pages',
            render: (_: unknown, f, i) =>
              item(
                f,
                'page_location',
                <Input aria-label={cell('pages', i + 1)} placeholder="2,3" style={{ width: 90 }} />,
              ),
          },
          {
            title: t('exams.questions.type'),
            key: 'type',
            render: (_: unknown, f, i) =>
              item(
                f,
                'type',
                <Select
                  aria-label={cell('type', i + 1)}
                  style={{ width: 150 }}
                  options={QUESTION_TYPES.map((type) => ({ value: type, label: t(`exams.type.${type}`) }))}
                />,
              ),
          },
          {
            title: t('exams.questions.section'),
            key: 'section',
            render: (_: unknown, f, i) =>
              item(
                f,
                'section',
                <Select
                  aria-label={cell('section', i + 1)}
                  style={{ width: 80 }}
                  options={['A', 'B'].map((s) => ({
                    value: s,
                    label: t('exams.questions.sectionName', { section: s }),
                  }))}
                />,
              ),
          },
          {
            title: t('exams.questions.genre'),
            key: 'genre',
            render: (_: unknown, f, i) =>
              item(
                f,
                'genre',
                <Select
                  aria-label={cell('genre', i + 1)}
                  style={{ width: 120 }}
                  options={[
                    { value: null, label: t('common.none') },
                    { value: 'classical', label: t('exams.genre.classical') },
                    { value: 'vernacular', label: t('exams.genre.vernacular') },
                  ]}
                />,
                [],
              ),
          },
          ...(['ability_zh', 'ability_en'] as const).map((column) => ({
            title: t(`exams.questions.${column}`),
            key: column,
            render: (_: unknown, f: FormListFieldData, i: number) =>
              item(
                f,
                column,
                <Input
                  aria-label={cell(column, i + 1)}
                  maxLength={MAX_ABILITY_LENGTH}
                  lang={column === 'ability_zh' ? 'zh-HK' : 'en'}
                  style={{ width: 130 }}
                />,
                [],
              ),
          })),
          {
            title: t('exams.questions.max'),
            key: 'max',
            render: (_: unknown, f, i) =>
              item(
                f,
                'max_score',
                <InputNumber
                  aria-label={cell('max', i + 1)}
                  min={0}
                  max={MAX_QUESTION_SCORE}
                  step={0.5}
                  style={{ width: 80 }}
                />,
              ),
          },
          {
            title: t('exams.questions.answer'),
            key: 'answer',
            render: (_: unknown, f, i) =>
              values?.[i]?.type === 'multiple_choice'
                ? item(
                    f,
                    'correct_answer',
                    <Input aria-label={cell('answer', i + 1)} placeholder="B" style={{ width: 80 }} />,
                    [],
                  )
                : t('common.none'),
          },
          {
            title: t('exams.questions.criteria'),
            key: 'criteria',
            render: (_: unknown, f, i) =>
              values?.[i]?.type === 'short_essay' ? <CriteriaField field={f} row={i + 1} /> : t('common.none'),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_: unknown, f, i) => (
              <div className="admin-account">
                <Button
                  size="small"
                  disabled={i === 0}
                  onClick={() => onMove(i, i - 1)}
                  aria-label={t('exams.questions.up', { row: i + 1 })}
                >
                  ↑
                </Button>
                <Button
                  size="small"
                  disabled={i === fields.length - 1}
                  onClick={() => onMove(i, i + 1)}
                  aria-label={t('exams.questions.down', { row: i + 1 })}
                >
                  ↓
                </Button>
                <Button
                  size="small"
                  danger
                  onClick={() => onRemove(f.name)}
                  aria-label={t('exams.questions.remove', { row: i + 1 })}
                >
                  {t('exams.create.remove')}
                </Button>
              </div>
            ),
          },
        ]}
      />
    </ScrollRegion>
  );
}
